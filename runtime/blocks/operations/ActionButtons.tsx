import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LinkButton } from '../../columns/cell-parts';
import { useListServices } from '../table/list-services';
import type { ListRecord, RowOperation, WorkflowAction } from '../table/list-types';
import { useFeedback } from '../table/use-feedback';
import { AssignDialog } from './AssignDialog';
import { AuditDialog } from './AuditDialog';
import { ReasonDialog } from './ReasonDialog';
import { ACTION_SUCCESS, CONFIRM_PASS, CONFIRM_REJECT, REJECT_REASON_REQUIRED, operationKind, withLogButton } from './operation-kinds';
import { useRowActions } from './row-actions';
import { BUTTON_REENABLE_MS } from '../../core/constants';

/**
 * The row's buttons rest for 1 s after a click (spec 002 §4/§9), each on its own, as
 * useClickThrottle does for a single button. One state and one timer list per row rather than a
 * component and four hooks per button: a virtual table mounts the buttons of a dozen new rows at
 * every scroll frame (docs/performance.md "Table render").
 */
function useRestingButtons(): { resting: ReadonlySet<string>; rest: (code: string) => boolean } {
  const [resting, setResting] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef<Map<string, ReturnType<typeof setTimeout>> | null>(null);
  useEffect(
    () => () => {
      timers.current?.forEach((t) => clearTimeout(t));
    },
    [],
  );
  /** Starts the rest of `code`; false when it is resting already (the click is dropped). */
  const rest = useCallback((code: string): boolean => {
    timers.current ??= new Map();
    const running = timers.current;
    if (running.has(code)) return false;
    running.set(
      code,
      setTimeout(() => {
        running.delete(code);
        setResting((now) => new Set([...now].filter((c) => c !== code)));
      }, BUTTON_REENABLE_MS),
    );
    setResting((now) => new Set([...now, code]));
    return true;
  }, []);
  return { resting, rest };
}

interface Call {
  code: string;
  action: WorkflowAction;
  success: string;
  pass?: boolean;
  reason?: string;
  assigneeId?: string;
}

export interface ActionButtonsProps {
  record: ListRecord;
  /** The record's buttons; defaults to the server's per-record list `record.operations`. */
  operations?: RowOperation[];
  /** link: a table row's small links; button: full buttons, the first primary (a detail page's audit bar) */
  look?: 'link' | 'button';
}

/**
 * The buttons the server lists for one record (code, name, color, show). Workflow buttons call the
 * monitor API with the record's version, confirming where the spec asks; each button rests for
 * 1 s after a click. Failures are shown by the API client's dialog with the server's message.
 */
export function ActionButtons({ record, operations = record.operations ?? [], look = 'link' }: ActionButtonsProps) {
  const services = useListServices();
  const actions = useRowActions();
  const { message, modal } = useFeedback();
  const [auditing, setAuditing] = useState<{ allowPass: boolean } | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [asking, setAsking] = useState<RowOperation | null>(null);
  const { resting, rest } = useRestingButtons();

  /** Sends a workflow call; true when it succeeded. */
  const send = useCallback(
    async ({ code, action, success, pass, reason, assigneeId }: Call): Promise<boolean> => {
      try {
        await services.runAction(action, {
          nodeId: actions.nodeId,
          id: record.id,
          version: record.version,
          ...(pass !== undefined ? { pass } : {}),
          ...(reason ? { reason } : {}),
          ...(assigneeId ? { assigneeId } : {}),
        });
      } catch {
        return false; // the API client has shown the server's message
      }
      void message.success(success);
      actions.onChanged?.(record, code);
      return true;
    },
    [services, actions, record, message],
  );

  const confirmThen = useCallback(
    (content: string, call: Call, after?: () => void) =>
      modal.confirm({
        title: '提示',
        content,
        okText: '确定',
        cancelText: '取消',
        onOk: async () => {
          if (await send(call)) after?.();
        },
      }),
    [modal, send],
  );

  /** A button of an area's own: its call with the reason asked for; true when it succeeded. */
  const sendOwnCall = useCallback(
    async (op: RowOperation, reason: string): Promise<boolean> => {
      if (!op.call || !services.runRecordCall) return false;
      try {
        await services.runRecordCall(op.call, { nodeId: actions.nodeId, id: record.id, version: record.version, reason });
      } catch {
        return false; // the API client has shown the server's message
      }
      void message.success(ACTION_SUCCESS);
      actions.onChanged?.(record, op.code);
      return true;
    },
    [services, actions, record, message],
  );

  const run = useCallback(
    (op: RowOperation) => {
      if (op.call && op.ask && services.runRecordCall) return setAsking(op);
      const kind = operationKind(op.code);
      switch (kind.kind) {
        case 'view':
          return actions.onView?.(record);
        case 'edit':
          return (actions.onEdit ?? actions.onView)?.(record);
        case 'log':
          return actions.onLog?.(record);
        case 'audit':
          return setAuditing({ allowPass: kind.allowPass });
        case 'assign':
          return setAssigning(true);
        case 'change':
          return actions.onChangeRequest?.(record, kind.mode);
        case 'other':
          return actions.onOther?.(record, op);
        case 'call': {
          const call: Call = { code: op.code, action: kind.action, success: kind.success, pass: kind.pass };
          if (kind.confirm) confirmThen(kind.confirm, call);
          else void send(call);
        }
      }
    },
    [actions, record, send, confirmThen, services],
  );

  const loadAssignees = useCallback(
    () => services.fetchAssignees({ nodeId: actions.nodeId, id: record.id }),
    [services, actions.nodeId, record.id],
  );

  // 日志 is offered wherever the page can show a log.
  const visible = (actions.onLog ? withLogButton(operations) : operations).filter((op) => op.show !== false);
  if (!visible.length) return null;
  const close = () => setAuditing(null);
  return (
    <>
      <span className="ks-row-operations" style={look === 'button' ? { display: 'inline-flex', gap: 12 } : undefined}>
        {visible.map((op, i) =>
          look === 'button' ? (
            <Button key={op.code} type={i === 0 ? 'primary' : 'default'} disabled={resting.has(op.code)} onClick={() => rest(op.code) && run(op)} data-code={op.code}>
              {op.name}
            </Button>
          ) : (
          <LinkButton
            key={op.code}
            disabled={resting.has(op.code)}
            onClick={() => rest(op.code) && run(op)}
            data-code={op.code}
            color={op.color || undefined}
          >
            {op.name}
          </LinkButton>
          ),
        )}
      </span>
      {assigning && (
        <AssignDialog
          load={loadAssignees}
          onClose={() => setAssigning(false)}
          onConfirm={(assignee) => send({ code: 'assign', action: 'assign', assigneeId: assignee.id, success: ACTION_SUCCESS })}
        />
      )}
      {asking?.ask && (
        <ReasonDialog
          title={asking.name}
          ask={asking.ask}
          onConfirm={(reason) => sendOwnCall(asking, reason)}
          onMissing={(text) => void message.warning(text)}
          onCancel={() => setAsking(null)}
        />
      )}
      {auditing && (
        <AuditDialog
          open
          allowPass={auditing.allowPass}
          onCancel={close}
          onMissingReason={() => void message.warning(REJECT_REASON_REQUIRED)}
          onPass={(reason) => confirmThen(CONFIRM_PASS, { code: 'pass', action: 'audit', pass: true, reason, success: ACTION_SUCCESS }, close)}
          onReject={(reason) =>
            confirmThen(CONFIRM_REJECT, { code: 'reject', action: 'audit', pass: false, reason, success: ACTION_SUCCESS }, close)
          }
        />
      )}
    </>
  );
}
