import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Button, Empty, Segmented, Space, Tag } from 'antd';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Form } from '@formily/core';
import { toJS } from '@formily/reactive';
import type { FormValues } from '../../../runtime/blocks/form';
import { detailPageOf } from '../../../runtime/pages/detail-views';
import { createRuntimeServices } from '../../api/runtime-services';
import { feedback } from '../../app/feedback';
import { PageLoading } from '../../shared/PageLoading';
import { PlainTitle } from '../../shared/PlainTitle';
import { saveRecord, submitRecord } from './detail-calls';
import { useDetail } from './use-detail';
import { PageLoadError } from './PageLoadError';
import { DetailAuditBar } from './DetailAuditBar';
import { useFormButtons } from './use-form-buttons';
import { pageKind } from '../../../schemas/page-kinds';

// A record of a list without a form (信用记录) is shown by its list's columns: loaded only then.
const ListRecordDetail = lazy(() => import('./ListRecordDetail'));

type Mode = 'edit' | 'read';
const can = (ops: { code: string }[] | undefined, code: string) => !ops || ops.some((o) => o.code === code);

/** Brings the first invalid field into view after a refused save. */
function scrollToFirstError() {
  document.querySelector('.ant-formily-item-error')?.scrollIntoView({ block: 'center' });
}

/**
 * /dynamicPage/dynamicDetail?id=<nodeId>&recordId=<optional>: a node's form config rendered by the
 * runtime. A new record or an editable one (draft, rejected) opens in edit mode, anything else in
 * read mode; 保存 stores a draft, 提交 stores and sends it for review. After either the stored
 * values are read back from the server, so what the page shows is what was saved.
 */
export default function DynamicDetailPage() {
  const [params, setParams] = useSearchParams();
  const nodeId = params.get('id');
  const recordId = params.get('recordId');
  const { state, reload } = useDetail(nodeId, recordId, useLocation().key);
  const keeps = useFormButtons(nodeId);
  const record = state.phase === 'ready' ? state.record : null;
  const editable = can(record?.operations, 'edit');
  const [chosenMode, setMode] = useState<Mode | null>(null);
  const mode: Mode = editable ? (chosenMode ?? 'edit') : 'read';
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const formRef = useRef<Form | null>(null);
  const onFormReady = useCallback((f: Form) => (formRef.current = f), []);
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

  /** Validates, saves, optionally submits, then reads the record back in read mode. */
  const store = async (action: 'save' | 'submit') => {
    const form = formRef.current;
    if (!form || busy) return;
    setBusy(action);
    try {
      await form.submit(async (values: FormValues) => {
        const data = toJS(values) as Record<string, unknown>;
        const saved = await saveRecord({ nodeId: node.nodeId, id: record?.id, version: record?.version, data });
        if (action === 'submit') await submitRecord({ nodeId: node.nodeId, id: saved.id, version: saved.version });
        feedback.message().success(action === 'submit' ? '提交成功' : '保存成功');
        setMode('read');
        if (saved.id === recordId) reload();
        else setParams({ id: node.nodeId, recordId: saved.id }, { replace: true });
      });
    } catch (e) {
      // Field errors are on the form already; a refused call has shown its dialog.
      if (Array.isArray(e)) scrollToFirstError();
    } finally {
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
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { label: '编辑', value: 'edit', disabled: !editable },
            { label: '查看', value: 'read' },
          ]}
        />
      </Space>
      <FormPage
        key={`${record?.id ?? 'new'}:${record?.version ?? 0}`}
        config={node.config}
        mode={mode}
        initialValues={record?.data as FormValues | undefined}
        services={services}
        onFormReady={onFormReady}
      />
      {mode === 'read' && record && <DetailAuditBar nodeId={node.nodeId} record={record} onChanged={reload} />}
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
