import { Button, Empty, Space, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Form } from '@formily/core';
import { toJS } from '@formily/reactive';
import { DynamicForm, scrollToFirstError, type FormValues } from '../../../runtime/blocks/form';
import { pageKind } from '../../../schemas/page-kinds';
import { PROJECT_KEY, type Registration } from '../../../schemas/five-in-one';
import type { RecordDetail } from '../../../schemas/record';
import { createRuntimeServices } from '../../api/runtime-services';
import { showRefusal } from '../../api/field-refusal';
import { feedback } from '../../app/feedback';
import { confirmSubmit } from '../../shared/confirm-submit';
import { PageLoading } from '../../shared/PageLoading';
import { fetchNode, fetchRecord, saveRecord, submitRecord, type NodePreview } from '../dynamic/detail-calls';
import { PageLoadError } from '../dynamic/PageLoadError';
import { DetailAuditBar } from '../dynamic/DetailAuditBar';
import { RecordProgress } from '../dynamic/RecordProgress';
import { fiveInOneApi } from '../../api/five-in-one';

type Loaded = { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; node: NodePreview; record: RecordDetail | null };

/** The form a registration is drawn with: a form node's config, or the record form of a list keeping its own records (项目登记). */
function formConfigOf(node: NodePreview): unknown {
  if (pageKind(node.kind)?.opens === 'detail') return node.config;
  const recordForm = (node.config as { recordForm?: { groups: unknown[] } } | null)?.recordForm;
  return recordForm ? { kind: 'form', title: node.title, groups: recordForm.groups } : null;
}

const has = (record: RecordDetail | null, code: string) => !!record?.operations.some((o) => o.code === code);

export interface RegistrationFormProps {
  reg: Registration;
  /** the project the registration belongs to (null: the project itself, not stored yet) */
  projectId: string | null;
  /** what a new registration starts with (the project's name) */
  start?: FormValues;
  /** the stored record shown; null: a new one */
  recordId: string | null;
  /** a record was stored (a new one gets its id here) or moved in the workflow */
  onStored: (id: string) => void;
}

/**
 * One registration of a five-in-one project (docs/projects.md): the registration's form, written
 * through its list node (`reg.writes`, where a hidden detail node takes no writes) with the
 * project's id in `xmbh`; 保存 / 提交 / 撤回 / 修改 as the workflow allows, the audit buttons for
 * administrators, and the record's progress.
 */
export function RegistrationForm({ reg, projectId, start, recordId, onStored }: RegistrationFormProps) {
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const formRef = useRef<Form | null>(null);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    let live = true;
    if (!reg.form || !reg.writes) return;
    Promise.all([fetchNode(reg.form), recordId ? fetchRecord(reg.writes, recordId) : Promise.resolve(null)])
      .then(([node, record]) => live && setLoaded({ phase: 'ready', node, record }))
      .catch((e: unknown) => live && setLoaded({ phase: 'error', message: e instanceof Error ? e.message : '加载失败，请稍后重试' }));
    return () => {
      live = false;
    };
  }, [reg.form, reg.writes, recordId, round]);
  const systemCoding = loaded.phase === 'ready' ? loaded.node.systemCoding : '';
  const services = useMemo(() => createRuntimeServices({ gnCoding: systemCoding, systemCoding, nodeId: reg.form ?? undefined }), [systemCoding, reg.form]);
  const config = useMemo(() => (loaded.phase === 'ready' ? formConfigOf(loaded.node) : null), [loaded]);

  if (!reg.form || !reg.writes) return <Empty description="该登记不使用表单" />;
  if (loaded.phase === 'loading') return <PageLoading tip="页面加载中…" />;
  if (loaded.phase === 'error') return <PageLoadError message={loaded.message} onReload={reload} />;
  if (!config) return <Empty description="该登记未配置表单" />;
  const { record } = loaded;
  const writes = reg.writes;
  const mode = !record || (editing && has(record, 'edit')) || (record.status === 'draft' && has(record, 'edit')) ? 'edit' : 'read';

  const store = async (action: 'save' | 'submit') => {
    const form = formRef.current;
    if (!form || busy) return;
    setBusy(action);
    try {
      await form.submit(async (values: FormValues) => {
        if (action === 'submit' && !(await confirmSubmit())) return;
        const data = { ...(toJS(values) as Record<string, unknown>), ...(projectId && reg.key !== 'xmxx' ? { [PROJECT_KEY]: projectId } : {}) };
        const saved = await saveRecord({ nodeId: writes, id: record?.id, version: record?.version, data });
        if (action === 'submit') await submitRecord({ nodeId: writes, id: saved.id, version: saved.version });
        feedback.message().success(action === 'submit' ? '提交成功' : '保存成功');
        setEditing(false);
        onStored(saved.id);
        if (saved.id === record?.id) reload();
      });
    } catch (e) {
      if (Array.isArray(e)) scrollToFirstError();
      else showRefusal(form, e);
    } finally {
      setBusy(null);
    }
  };
  const revoke = async () => {
    if (!record || busy) return;
    setBusy('revoke');
    try {
      await fiveInOneApi.revoke(writes, record.id, record.version);
      feedback.message().success('撤回成功');
      onStored(record.id);
      reload();
    } catch {
      // the API client has shown the reason
    } finally {
      setBusy(null);
    }
  };
  const moved = () => {
    if (record) onStored(record.id);
    reload();
  };

  return (
    <div data-testid={`registration-${reg.key}`}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Space>
          <h3 style={{ fontSize: 15, margin: 0 }}>{loaded.node.title}</h3>
          {record ? <Tag color={record.statusColor || undefined}>{record.statusText}</Tag> : <Tag>未登记</Tag>}
        </Space>
        <Space wrap>
          {record && mode === 'read' && has(record, 'edit') && <Button onClick={() => setEditing(true)}>修改</Button>}
          {record && editing && record.status !== 'draft' && <Button onClick={() => setEditing(false)}>取消修改</Button>}
          {record && has(record, 'revoke') && <Button onClick={() => void revoke()} loading={busy === 'revoke'}>撤回</Button>}
        </Space>
      </Space>
      {record && <RecordProgress record={record} />}
      <DynamicForm
        key={`${record?.id ?? 'new'}:${record?.version ?? 0}:${mode}`}
        config={config}
        mode={mode}
        initialValues={(record?.data as FormValues | undefined) ?? start}
        services={services}
        onFormReady={(f) => (formRef.current = f)}
      />
      {mode === 'edit' && (
        <Space style={{ width: '100%', justifyContent: 'center', padding: '12px 0' }}>
          <Button onClick={() => void store('save')} loading={busy === 'save'} disabled={busy !== null}>保存</Button>
          {(!record || has(record, 'submit')) && (
            <Button type="primary" onClick={() => void store('submit')} loading={busy === 'submit'} disabled={busy !== null}>提交</Button>
          )}
        </Space>
      )}
      {mode === 'read' && record && <DetailAuditBar nodeId={writes} record={record} onChanged={moved} />}
    </div>
  );
}
