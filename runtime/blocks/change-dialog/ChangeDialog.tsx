import { Alert, Button, Card, Cascader, Col, Input, Modal, Radio, Row, Spin } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { carriesFiles, CHANGE_MESSAGES as M, fieldsOfType, type ChangeOperationCode } from '../../../schemas/change-request';
import { useReturnFocus } from '../../core/use-return-focus';
import { CONFIRM_PASS, CONFIRM_REJECT, CONFIRM_SUBMIT } from '../operations/operation-kinds';
import { useFeedback } from '../table/use-feedback';
import { ChangeButtons, NEW_CHANGE_BUTTONS, type ChangeButton } from './ChangeButtons';
import { beforeOf, ChangeFieldsPanel } from './ChangeFieldsPanel';
import { EMPTY_FORM, labelPath, saveBodyOf, saveProblem } from './change-form';
import { useChangeServices, type ChangeTarget } from './change-services';
import { ExplanationUpload } from './ExplanationUpload';
import { ChangeFilesPanel } from './ChangeFilesPanel';
import { useChangeDialog, type ChangeDialogMode } from './use-change-dialog';
import { localClock, localTime } from '../../core/local-time';

export interface ChangeDialogProps {
  target: ChangeTarget;
  /** new: 变更 (a new round, editable); check: 变更记录 / 变更审核 (the rounds, latest selected) */
  mode: ChangeDialogMode;
  onClose: () => void;
  /** after a save, submit, pass or reject: the list reloads */
  onChanged?: () => void;
}

// The explanation template the initiator fills in and uploads (spec 001 §2.2 "模板下载").
const TEMPLATE = `data:text/plain;charset=utf-8,${encodeURIComponent('变更说明\n\n记录：\n变更类型：\n变更原因：\n变更内容（变更前 → 变更后）：\n\n企业（盖章）：\n日期：\n')}`;

const fieldLabel = { display: 'block', margin: '8px 0 4px' } as const;
const BODY = { maxHeight: 'calc(100vh - 240px)', overflowY: 'auto', paddingInlineEnd: 4 } as const;

/** A column of the dialog's grid: a visible label tied to its input by `id`, then the input. */
function LabelledCol({ span, id, label, children }: { span: number; id: string; label: string; children: ReactNode }) {
  return (
    <Col span={span}>
      <label htmlFor={id} style={fieldLabel}>
        {label}
      </label>
      {children}
    </Col>
  );
}

/**
 * A value nobody can change here, as read text under its name ('-' when empty): a read-only input
 * looked like an empty field to fill (issue 45).
 */
function ReadCol({ span, name, label, value }: { span: number; name: string; label: string; value: string | null | undefined }) {
  return (
    <Col span={span}>
      <span style={fieldLabel}>{label}</span>
      <div className="ks-read-text" data-testid={`change-read-${name}`} style={{ whiteSpace: 'pre-wrap', minHeight: 22 }}>
        {value || '-'}
      </div>
    </Col>
  );
}

/** Asked before a close drops what was typed (Esc, ✕, the mask, 关闭). */
export const DROP_TYPED = { title: '关闭变更', content: '已填写的内容尚未保存，确定关闭吗？', okText: '放弃', cancelText: '继续填写' } as const;

/**
 * The change dialog (spec 001 §2.2, spec 002 "Change-request dialog"): the rounds (第 N 次变更), 发起变更,
 * 变更审核 and, for an information change, 变更前 / 变更信息. The buttons are the change's `operations`
 * (server/rfc/rules.ts); the save asks changeProblem, the server's own check, before calling.
 */
export function ChangeDialog({ target, mode, onClose, onChanged }: ChangeDialogProps) {
  const services = useChangeServices();
  const { message, modal } = useFeedback();
  const d = useChangeDialog(target, mode);
  const { current, form, setForm, editing, fields } = d;
  const [open, setOpen] = useState(true);
  useReturnFocus(open);
  // The auditor reads the new values; correcting them (the server lets an administrator save a
  // submitted change, spec 001 §4.2) is a step of its own, so nothing is changed by a stray key.
  const [correcting, setCorrecting] = useState(false);

  const close = useCallback(() => {
    setOpen(false);
    onClose();
  }, [onClose]);
  /** Closes, asking first when typed text would be lost. */
  const leave = () => {
    if (!d.dirty) return close();
    // 放弃 gives the typed change up: its draft kept in the browser goes too.
    modal.confirm({ ...DROP_TYPED, okButtonProps: { danger: true }, onOk: () => void d.forgetDraft().then(close) });
  };

  const ownerInputs = editing;
  const managerCanSave = !!current?.managerPermission && current.operations.some((o) => o.code === 'save');
  const valuesEditable = editing || (managerCanSave && correcting);
  // 变更前 / 变更信息 show the fields of the chosen type (every field of an information change).
  const typeFields = fields ? fieldsOfType(fields.fields, form.typePath.join('/')) : [];
  // An information change carries the record's attachments: before (the round's own, else the record's) and after.
  const showFiles = !!fields && fields.annexTypes.length > 0 && carriesFiles(form.typePath.join('/'));
  const filesBefore = current?.oldFileList ?? fields?.files ?? [];
  const filesAfter = form.files ?? current?.fileList ?? fields?.files ?? [];

  // Exactly the change's operations; of them, 保存 waits for 修改 on the initiator's read-only draft,
  // 修改 is hidden while editing and 提交 after 修改 until the save.
  const buttons: ChangeButton[] = (current ? current.operations : NEW_CHANGE_BUTTONS).filter((b) => {
    if (b.code === 'save') return editing || correcting || !current;
    if (b.code === 'modify') return !editing;
    if (b.code === 'submit') return !d.modifying;
    return true;
  });

  const save = async () => {
    const problem = saveProblem(form, fields);
    if (problem) {
      const cleared = problem.clear;
      if (cleared) setForm((f) => ({ ...f, values: { ...f.values, [cleared]: null } }));
      void message.warning(problem.message);
      return;
    }
    const id = d.selected === null ? undefined : current?.id;
    try {
      await services.save(saveBodyOf(target, form, d.tree, fields, id));
    } catch {
      return; // the API client has shown the server's refusal
    }
    void message.success(M.saved);
    onChanged?.();
    setCorrecting(false);
    await d.reloadSaved();
  };

  const move = (confirmText: string, call: () => Promise<unknown>, success: string) =>
    modal.confirm({
      title: '提示',
      content: confirmText,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await call();
        } catch {
          return;
        }
        void message.success(success);
        onChanged?.();
        close();
      },
    });

  const run = (code: ChangeOperationCode) => {
    const ids = current ? { id: current.id, gnCoding: target.gnCoding, systemCoding: target.systemCoding } : undefined;
    switch (code) {
      case 'closed':
        return leave();
      case 'save':
        return void save();
      case 'modify':
        return d.modify();
      case 'submit':
        if (editing || !ids) return void message.warning(M.saveFirst);
        return move(CONFIRM_SUBMIT, () => services.submit(ids), M.submitted);
      case 'pass':
        if (!ids) return;
        return move(CONFIRM_PASS, () => services.audit({ ...ids, pass: true, auditRecord: form.auditRecord.trim() }), M.done);
      case 'reject':
        if (!ids) return;
        if (!form.auditRecord.trim()) return void message.warning(M.noSuggestion);
        return move(CONFIRM_REJECT, () => services.audit({ ...ids, pass: false, auditRecord: form.auditRecord.trim() }), M.done);
    }
  };

  const uploadTarget = { gnCoding: target.gnCoding, systemCoding: target.systemCoding };
  const typeLabels = labelPath(d.tree, form.typePath).join(' / ') || current?.changeType;

  return (
    <Modal
      open={open}
      title={mode === 'new' ? '变更' : '变更记录'}
      width={1100}
      onCancel={leave}
      destroyOnHidden
      // the body scrolls, the footer (通过 / 驳回, 保存 / 提交) stays in sight however long the change
      styles={{ body: BODY }}
      footer={<ChangeButtons buttons={buttons} onRun={run} busy={d.loading} />}>
      <Spin spinning={d.loading}>
        {d.restoredAt !== null && editing && d.selected === null && (
          <Alert
            role="status"
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={`已恢复 ${localClock(d.restoredAt)} 未保存的内容`}
            action={
              <Button size="small" onClick={() => void d.forgetDraft().then(() => setForm(EMPTY_FORM))}>
                放弃
              </Button>
            }
          />
        )}
        {mode === 'check' && d.rounds.length > 0 && (
          <Radio.Group aria-label="变更轮次" value={d.selected ?? undefined} onChange={(e) => d.select(Number(e.target.value))} style={{ marginBottom: 12 }}>
            {d.rounds.map((r, i) => (
              <Radio.Button key={r.id} value={i}>
                {r.label}
              </Radio.Button>
            ))}
          </Radio.Group>
        )}
        <Card size="small" title="发起变更" style={{ marginBottom: 12 }}>
          <Row gutter={16}>
            {ownerInputs ? (
              <LabelledCol span={12} id="ks-change-type" label="变更类型">
                <Cascader
                  id="ks-change-type"
                  style={{ width: '100%' }}
                  options={d.tree}
                  value={form.typePath}
                  placeholder="请选择变更类型"
                  onChange={(v) => setForm((f) => ({ ...f, typePath: (v ?? []).map(String) }))}
                />
              </LabelledCol>
            ) : (
              <ReadCol span={12} name="changeType" label="变更类型" value={typeLabels} />
            )}
            <ReadCol span={12} name="sbTime" label="提交时间" value={localTime(current?.sbTime)} />
            {ownerInputs ? (
              <LabelledCol span={24} id="ks-change-reason" label="变更原因">
                <Input.TextArea id="ks-change-reason" rows={2} maxLength={2000} value={form.logbook} onChange={(e) => setForm((f) => ({ ...f, logbook: e.target.value }))} />
              </LabelledCol>
            ) : (
              <ReadCol span={24} name="logbook" label="变更原因" value={form.logbook} />
            )}
            <Col span={24}>
              <span style={fieldLabel}>变更说明附件</span>
              <ExplanationUpload
                files={form.attachments}
                disabled={!ownerInputs}
                target={{ ...uploadTarget, fileNo: 'attachment' }}
                transport={services.uploads}
                confirm={modal.confirm}
                onAdd={(file) => setForm((f) => ({ ...f, attachments: [...f.attachments, file] }))}
                onRemove={(url) => setForm((f) => ({ ...f, attachments: f.attachments.filter((a) => a.url !== url) }))}
              />
              {ownerInputs && (
                <a href={TEMPLATE} download="变更说明模板.txt">
                  下载变更说明模板
                </a>
              )}
            </Col>
          </Row>
        </Card>
        {managerCanSave && !editing && typeFields.length > 0 && (
          <Button type="link" style={{ paddingInline: 0 }} onClick={() => setCorrecting((c) => !c)}>
            {correcting ? '取消更正' : '更正变更信息'}
          </Button>
        )}
        {fields && typeFields.length > 0 && (
          <ChangeFieldsPanel
            fields={typeFields}
            before={beforeOf(fields.map, current?.dataList)}
            values={form.values}
            editable={valuesEditable}
            onChange={(code, value) => setForm((f) => ({ ...f, values: { ...f.values, [code]: value } }))}
          />
        )}
        {showFiles && (
          <ChangeFilesPanel
            types={fields.annexTypes}
            typeCode={form.typePath.join('/')}
            before={filesBefore}
            after={filesAfter}
            editable={valuesEditable}
            target={uploadTarget}
            transport={services.uploads}
            confirm={modal.confirm}
            onUpdate={(update) => setForm((f) => ({ ...f, files: update(f.files ?? filesAfter) }))}
          />
        )}
        <Card size="small" title="变更审核" style={{ marginTop: 12 }}>
          <Row gutter={16}>
            {current?.managerPermission ? (
              <LabelledCol span={24} id="ks-change-suggestion" label="审核建议">
                <Input.TextArea id="ks-change-suggestion" rows={5} maxLength={2000} value={form.auditRecord} onChange={(e) => setForm((f) => ({ ...f, auditRecord: e.target.value }))} />
              </LabelledCol>
            ) : (
              <ReadCol span={24} name="auditRecord" label="审核建议" value={form.auditRecord} />
            )}
            <ReadCol span={12} name="changeStatus" label="变更状态" value={current?.changeStatus} />
            <ReadCol span={12} name="czTime" label="确认时间" value={localTime(current?.czTime)} />
          </Row>
        </Card>
      </Spin>
    </Modal>
  );
}
