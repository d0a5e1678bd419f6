import { useCallback, useState } from 'react';
import { LinkButton } from '../../columns/cell-parts';
import { useListServices } from '../table/list-services';
import type { ListRecord, RowOperation, WorkflowAction } from '../table/list-types';
import { useFeedback } from '../table/use-feedback';
import { AssignDialog } from './AssignDialog';
import { AuditDialog } from './AuditDialog';
import { ACTION_SUCCESS, CONFIRM_PASS, CONFIRM_REJECT, REJECT_REASON_REQUIRED, operationKind, withLogButton } from './operation-kinds';
import { useRowActions } from './row-actions';
import { useClickThrottle } from './use-click-throttle';

function OperationButton({ operation, onRun }: { operation: RowOperation; onRun: (op: RowOperation) => void }) {
  const run = useCallback(() => onRun(operation), [onRun, operation]);
  const { disabled, onClick } = useClickThrottle(run);
  return (
    <LinkButton disabled={disabled} onClick={onClick} data-code={operation.code} color={operation.color || undefined}>
      {operation.name}
    </LinkButton>
  );
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
}

/**
 * The buttons the server lists for one record (code, name, color, show). Workflow buttons call the
 * monitor API with the record's version, confirming where the spec asks; each button rests for
 * 1 s after a click. Failures are shown by the API client's dialog with the server's message.
 */
export function ActionButtons({ record, operations = record.operations ?? [] }: ActionButtonsProps) {
  const services = useListServices();
  const actions = useRowActions();
  const { message, modal } = useFeedback();
  const [auditing, setAuditing] = useState<{ allowPass: boolean } | null>(null);
  const [assigning, setAssigning] = useState(false);

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

  const run = useCallback(
    (op: RowOperation) => {
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
    [actions, record, send, confirmThen],
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
      <span className="ks-row-operations">
        {visible.map((op) => (
          <OperationButton key={op.code} operation={op} onRun={run} />
        ))}
      </span>
      {assigning && (
        <AssignDialog
          load={loadAssignees}
          onClose={() => setAssigning(false)}
          onConfirm={(assignee) => send({ code: 'assign', action: 'assign', assigneeId: assignee.id, success: ACTION_SUCCESS })}
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
