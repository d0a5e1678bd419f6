import { useState } from 'react';
import { Alert, Button, Descriptions, List, Modal, Tag, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import type { ImportReport } from '../../schemas/designer';
import { systemApi } from './structure-api';

const CONFLICT_TYPES = { system: '系统', menu: '菜单', node: '页面配置', call: '业务接口', invalid: '格式' } as const;

type Step = { kind: 'choose' } | { kind: 'checking' } | { kind: 'report'; bundle: unknown; report: ImportReport; fileName: string } | { kind: 'done'; report: ImportReport };

/**
 * Imports a system file: the file is read and checked by a dry run first; the report (menus,
 * page configs, every conflict) is shown before anything changes, and only a confirmation imports.
 */
export function ImportSystemDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: (systemCoding: string) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setStep({ kind: 'choose' });
    setError(null);
    onClose();
  };

  const read = async (file: File) => {
    setError(null);
    let bundle: unknown;
    try {
      bundle = JSON.parse(await file.text());
    } catch {
      setError(`文件「${file.name}」不是有效的 JSON`);
      return;
    }
    setStep({ kind: 'checking' });
    try {
      setStep({ kind: 'report', bundle, report: await systemApi.checkImport(bundle), fileName: file.name });
    } catch (e) {
      setStep({ kind: 'choose' });
      setError(e instanceof Error ? e.message : '检查失败');
    }
  };

  const confirm = async () => {
    if (step.kind !== 'report') return;
    setBusy(true);
    try {
      const report = await systemApi.importBundle(step.bundle);
      setStep({ kind: 'done', report });
      onImported(report.systemCoding);
    } catch (e) {
      setError(e instanceof Error ? e.message : '导入失败');
      // Someone created a conflicting menu meanwhile: show the fresh report.
      try {
        setStep({ ...step, report: await systemApi.checkImport(step.bundle) });
      } catch {
        // keep the old report
      }
    } finally {
      setBusy(false);
    }
  };

  const report = step.kind === 'report' || step.kind === 'done' ? step.report : null;
  const conflicts = report?.conflicts ?? [];
  return (
    <Modal
      open={open}
      title="导入系统"
      onCancel={close}
      width={640}
      footer={
        step.kind === 'report'
          ? [
              <Button key="back" onClick={() => setStep({ kind: 'choose' })}>
                重新选择文件
              </Button>,
              <Button key="ok" type="primary" disabled={conflicts.length > 0} loading={busy} onClick={() => void confirm()}>
                确认导入
              </Button>,
            ]
          : [
              <Button key="close" onClick={close}>
                {step.kind === 'done' ? '完成' : '取消'}
              </Button>,
            ]
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {(step.kind === 'choose' || step.kind === 'checking') && (
        <Upload.Dragger
          accept=".json,application/json"
          showUploadList={false}
          disabled={step.kind === 'checking'}
          beforeUpload={(file) => {
            void read(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{step.kind === 'checking' ? '正在检查…' : '点击或拖入导出的系统文件（.json）'}</p>
          <p className="ant-upload-hint">先检查冲突，确认后才会导入</p>
        </Upload.Dragger>
      )}
      {report && (
        <>
          {step.kind === 'done' ? (
            <Alert type="success" showIcon message="导入成功" style={{ marginBottom: 12 }} />
          ) : conflicts.length ? (
            <Alert type="error" showIcon message={`发现 ${conflicts.length} 处冲突，未做任何修改`} description="请先处理冲突（例如删除或改名已有的系统、菜单），再重新导入" style={{ marginBottom: 12 }} />
          ) : (
            <Alert type="info" showIcon message="未发现冲突，可以导入" style={{ marginBottom: 12 }} />
          )}
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label="系统编码">{report.systemCoding}</Descriptions.Item>
            <Descriptions.Item label="菜单">{report.menus} 个</Descriptions.Item>
            <Descriptions.Item label="页面配置">{report.nodes} 个</Descriptions.Item>
          </Descriptions>
          {conflicts.length > 0 && (
            <List
              size="small"
              style={{ marginTop: 12 }}
              header="冲突"
              dataSource={conflicts}
              renderItem={(c) => (
                <List.Item>
                  <Tag color="red">{CONFLICT_TYPES[c.type]}</Tag>
                  <code>{c.id}</code> {c.message}
                </List.Item>
              )}
            />
          )}
        </>
      )}
    </Modal>
  );
}
