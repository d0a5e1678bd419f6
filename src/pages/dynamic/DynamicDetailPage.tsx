import { lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Alert, Button, Empty, Space, Tag } from 'antd';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Form } from '@formily/core';
import { toJS } from '@formily/reactive';
import type { FormValues } from '../../../runtime/blocks/form';
import { detailPageOf } from '../../../runtime/pages/detail-views';
import { createRuntimeServices } from '../../api/runtime-services';
import { feedback } from '../../app/feedback';
import { PageLoading } from '../../shared/PageLoading';
import { PlainTitle } from '../../shared/PlainTitle';
import { submitRecord } from './detail-calls';
import { holdsAll, saveFailureText, saveOnce, sessionEnded } from './save-failure';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { useDetail } from './use-detail';
import { PageLoadError } from './PageLoadError';
import { DetailAuditBar } from './DetailAuditBar';
import { useFormButtons } from './use-form-buttons';
import { pageKind } from '../../../schemas/page-kinds';
import { ShellContext } from '../../layout/ShellContext';
import { mineOf } from './mine-config';
import { RecordProgress } from './RecordProgress';
import { scrollToFirstError } from '../../../runtime/blocks/form';
import { showRefusal } from '../../api/field-refusal';
import { confirmSubmit } from '../../shared/confirm-submit';
import { fillFromState, prefillOf, runPrefill } from './prefill';
import { useFormDraft } from './use-form-draft';

// A record of a list without a form (信用记录) is shown by its list's columns: loaded only then.
const ListRecordDetail = lazy(() => import('./ListRecordDetail'));
// 申报记录: loaded when the list is opened.
const MineRecords = lazy(() => import('./MineRecords'));

type Mode = 'edit' | 'read';
const can = (ops: { code: string }[] | undefined, code: string) => !ops || ops.some((o) => o.code === code);

/**
 * /dynamicPage/dynamicDetail?id=<nodeId>&recordId=<optional>&new=1&view=list (or `node`, a form
 * inside another page): a node's form config rendered by the runtime.
 *
 * Without a record id the menu opens the caller's newest record of the node (its `mine.opens`,
 * docs/forms.md "The caller's own records"), or a blank form when there is none or `new=1` asks
 * for one (新建, a list's 新增). A blank form or a draft opens in edit mode; anything submitted
 * opens read-only with its progress, and 修改 when the workflow lets the caller edit it (rejected).
 * `view=list` shows 申报记录, the caller's own records. 保存 stores a draft, 提交 stores and sends
 * it for review; after either the stored values are read back, so the page shows what was saved.
 */
export default function DynamicDetailPage({ node: fixedNode }: { node?: string } = {}) {
  const [params, setParams] = useSearchParams();
  // Inside another page (a tab, EmbeddedNode) the URL is that page's: the form keeps its record itself.
  const [ownRecord, setOwnRecord] = useState<string | null>(null);
  const nodeId = fixedNode ?? params.get('id');
  const recordId = fixedNode ? ownRecord : params.get('recordId');
  const listView = !fixedNode && params.get('view') === 'list';
  const latest = !fixedNode && !recordId && !listView && params.get('new') !== '1';
  const location = useLocation();
  const { state, reload } = useDetail({ nodeId, recordId, latest }, location.key);
  const role = useContext(ShellContext)?.role ?? 'U';
  const keeps = useFormButtons(nodeId);
  const record = state.phase === 'ready' ? state.record : null;
  const editable = can(record?.operations, 'edit');
  // The chosen mode belongs to one record of one node: it never carries over to the next page (issue 45 point 12).
  const pageKey = `${nodeId ?? ''}:${record?.id ?? 'new'}`;
  const [chosen, setChosen] = useState<{ key: string; mode: Mode } | null>(null);
  const setMode = (mode: Mode) => setChosen({ key: pageKey, mode });
  const opening: Mode = !record || record.status === 'draft' ? 'edit' : 'read';
  const mode: Mode = editable ? (chosen?.key === pageKey ? chosen.mode : opening) : 'read';
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const formRef = useRef<Form | null>(null);
  // A ref, not `busy`: a second click before React draws the disabled button must find the save in flight.
  const inFlight = useRef(false);
  // The form whose values were just stored: until the page shows the stored record, leaving does not ask.
  const settled = useRef<Form | null>(null);
  // A save that went through before its submit failed: 重试 edits that record, never creates a second one.
  const savedFirst = useRef<{ key: string; id: string; version: number; data: Record<string, unknown> } | null>(null);
  const [failure, setFailure] = useState<{ key: string; action: 'save' | 'submit'; text: string } | null>(null);
  const dirty = useCallback(() => {
    const f = formRef.current;
    return mode === 'edit' && !!f && f.modified && settled.current !== f;
  }, [mode]);
  // What the user typed and has not saved, kept in the browser (docs/forms.md "草稿（未保存的内容）").
  const draft = useFormDraft({ nodeId: nodeId ?? '', record, editable, onRestored: () => setMode('edit') });
  const attachDraft = draft.attach;
  // A new record starts with what the node's prefill call answers (docs/forms.md "Filled in from a call").
  const prefill = useMemo(() => (state.phase === 'ready' && !state.record ? prefillOf(state.node, role) : null), [state, role]);
  // A new record opened from a calendar's free slot starts with the slot (room, times): `fill` of the navigation.
  const isNew = state.phase === 'ready' && !state.record;
  const fill = isNew && !fixedNode ? (location.state as { fill?: unknown } | null)?.fill : undefined;
  const fillConfig = state.phase === 'ready' ? state.node.config : undefined;
  const onFormReady = useCallback(
    (f: Form) => {
      formRef.current = f;
      if (fill) fillFromState(f, fill, fillConfig);
      if (prefill) void runPrefill(f, prefill);
      attachDraft(f);
    },
    [prefill, attachDraft, fill, fillConfig],
  );
  const systemCoding = state.phase === 'ready' ? state.node.systemCoding : '';
  // Attachment types and uploads belong to the node (docs/uploads.md), the option calls to the system.
  const services = useMemo(() => createRuntimeServices({ gnCoding: systemCoding, systemCoding, nodeId: nodeId ?? undefined }), [systemCoding, nodeId]);

  if (!nodeId) return <div className="ks-card"><Empty description="未指定页面节点，请从左侧菜单进入" /></div>;
  if (state.phase === 'loading') return <PageLoading tip="页面加载中…" />;
  if (state.phase === 'error') return <PageLoadError message={state.message} onReload={reload} />;
  const { node } = state;
  if (pageKind(node.kind)?.opens === 'list' && record) {
    return (
      <Suspense fallback={<PageLoading tip="页面加载中…" />}>
        <ListRecordDetail node={node} record={record} onChanged={reload} />
      </Suspense>
    );
  }
  const FormPage = detailPageOf(node.kind);
  if (!FormPage) return <div className="ks-card"><Empty description="该节点不是表单页面" /></div>;
  const mine = mineOf(node);
  const openNew = () => setParams({ id: node.nodeId, new: '1' });
  if (listView) {
    return (
      <Suspense fallback={<PageLoading tip="页面加载中…" />}>
        <MineRecords
          node={node}
          settings={mine}
          onOpen={(id) => setParams({ id: node.nodeId, recordId: id })}
          onNew={mine.several ? openNew : undefined}
          onBack={() => setParams({ id: node.nodeId })}
        />
      </Suspense>
    );
  }

  /** Validates, saves, optionally submits, then reads the record back in read mode. */
  const store = async (action: 'save' | 'submit', resend = false) => {
    const form = formRef.current;
    if (!form || inFlight.current) return;
    inFlight.current = true;
    setBusy(action);
    setFailure(null);
    try {
      await form.submit(async (values: FormValues) => {
        // 重新提交 after a login is the click that confirms: the user confirmed before the session ended.
        if (action === 'submit' && !resend && !(await confirmSubmit())) return;
        const data = toJS(values) as Record<string, unknown>;
        const again = savedFirst.current?.key === pageKey ? savedFirst.current : null;
        const base = again ?? record;
        // Kept with the draft first: a reload after a lost answer sends the same key (a new record is made once).
        const saveKey = await draft.beforeSave(form);
        const keyed = base?.id === undefined && saveKey ? { saveKey } : {};
        const saved = again && holdsAll(again.data, data) ? again : await saveOnce({ nodeId: node.nodeId, id: base?.id, version: base?.version, data, ...keyed });
        savedFirst.current = { key: pageKey, id: saved.id, version: saved.version, data };
        await draft.forget();
        if (action === 'submit') await submitRecord({ nodeId: node.nodeId, id: saved.id, version: saved.version });
        savedFirst.current = null;
        settled.current = form;
        feedback.message().success(action === 'submit' ? '提交成功' : '保存成功');
        setChosen({ key: `${node.nodeId}:${saved.id}`, mode: 'read' });
        if (saved.id === recordId) reload();
        else if (fixedNode) setOwnRecord(saved.id);
        else setParams({ id: node.nodeId, recordId: saved.id }, { replace: true });
      });
    } catch (e) {
      // No answer or a 5xx: the values stay as typed and the page offers 重试 (docs/forms.md "When a save fails").
      const text = saveFailureText(e);
      if (text) setFailure({ key: pageKey, action, text });
      // The session ended: the login dialog follows; the save asked for is kept with the draft and offered again after it.
      else if (sessionEnded(e)) void draft.rememberPending(form, action);
      // Field errors are on the form already; a refusal naming fields goes to them, any other is a dialog.
      else if (Array.isArray(e)) scrollToFirstError();
      else showRefusal(form, e);
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  return (
    <div className="ks-card" data-testid="dynamic-detail">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Space>
          <PlainTitle level={4} style={{ margin: 0 }}>{node.title}</PlainTitle>
          {record ? <Tag color={record.statusColor || undefined}>{record.statusText}</Tag> : <Tag>新建</Tag>}
        </Space>
        <Space wrap>
          {record && editable && mode === 'read' && <Button type="primary" onClick={() => setMode('edit')}>修改</Button>}
          {record && editable && mode === 'edit' && record.status !== 'draft' && <Button onClick={() => setMode('read')}>取消修改</Button>}
          {!fixedNode && record && mine.several && <Button onClick={openNew}>新建</Button>}
          {!fixedNode && <Button onClick={() => setParams({ id: node.nodeId, view: 'list' })}>{role === 'U' ? '申报记录' : '申报列表'}</Button>}
        </Space>
      </Space>
      {record && <RecordProgress record={record} />}
      {draft.bar}
      {mode === 'edit' && draft.pending && (
        <Alert
          role="status"
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`登录已恢复，刚才的${draft.pending === 'submit' ? '提交' : '保存'}尚未完成`}
          action={
            <Button size="small" type="primary" disabled={busy !== null} onClick={() => void store(draft.pending!, true)}>
              {draft.pending === 'submit' ? '重新提交' : '重新保存'}
            </Button>
          }
        />
      )}
      <FormPage
        key={`${node.nodeId}:${record?.id ?? 'new'}:${record?.version ?? 0}:${draft.generation}`}
        config={node.config}
        mode={mode}
        initialValues={record?.data as FormValues | undefined}
        services={services}
        onFormReady={onFormReady}
      />
      {mode === 'read' && record && <DetailAuditBar nodeId={node.nodeId} record={record} onChanged={reload} />}
      {!fixedNode && <LeaveGuard dirty={dirty} onLeave={draft.forget} />}
      {mode === 'edit' && failure?.key === pageKey && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={failure.text}
          action={<Button size="small" danger onClick={() => void store(failure.action)} disabled={busy !== null}>重试</Button>}
        />
      )}
      {mode === 'edit' && (
        <Space style={{ width: '100%', justifyContent: 'center', padding: '12px 0' }}>
          {keeps('save') && <Button onClick={() => void store('save')} loading={busy === 'save'} disabled={busy !== null}>保存</Button>}
          {keeps('submit') && can(record?.operations, 'submit') && (
            <Button type="primary" onClick={() => void store('submit')} loading={busy === 'submit'} disabled={busy !== null}>提交</Button>
          )}
        </Space>
      )}
    </div>
  );
}
