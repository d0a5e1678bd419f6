import '../../core/visually-hidden.css';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Col, Row, Upload } from 'antd';
import { useState } from 'react';
import { annexRequired, type ChangeAnnexType, type ChangeFile } from '../../../schemas/change-request';

export interface ChangeFilesPanelProps {
  types: readonly ChangeAnnexType[];
  /** the chosen change type's code path (which types it must carry) */
  typeCode: string;
  /** the record's files before the change */
  before: readonly ChangeFile[];
  /** the files after it */
  after: readonly ChangeFile[];
  editable: boolean;
  upload: (file: File, annexNo: string) => Promise<ChangeFile>;
  onChange: (files: ChangeFile[]) => void;
}

const nameOf = (f: ChangeFile, i: number) => f.fileName || `附件 ${i + 1}`;

function FileLinks({ files, label, onRemove }: { files: readonly ChangeFile[]; label: string; onRemove?: (f: ChangeFile) => void }) {
  if (!files.length) return <p style={{ color: '#595959', margin: '4px 0' }}>暂无附件</p>;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', padding: 0, margin: '4px 0' }}>
      {files.map((f, i) => (
        <li key={f.url}>
          <a href={f.url} target="_blank" rel="noreferrer">
            {nameOf(f, i)}
          </a>
          {onRemove && (
            <Button type="link" size="small" onClick={() => onRemove(f)}>
              删除{nameOf(f, i)}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The record's attachments in an information change (spec 001 §5.1 rule 4): per attachment type,
 * the files before (read-only) and after (upload, remove). A required type is marked; the save
 * checks it (附件为必填项，请上传【name】附件！).
 */
export function ChangeFilesPanel({ types, typeCode, before, after, editable, upload, onChange }: ChangeFilesPanelProps) {
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <section className="ks-card-section" aria-labelledby="ks-change-files" style={{ marginTop: 12 }}>
      <h3 id="ks-change-files">附件</h3>
      {types.map((t) => {
        const ofType = (files: readonly ChangeFile[]) => files.filter((f) => f.fileType === t.annexNo && f.fileOperationType !== 'del');
        const required = annexRequired(t, typeCode);
        return (
          <Row key={t.annexNo} gutter={16} style={{ marginBottom: 8 }}>
            <Col span={12}>
              <strong>{t.annexName}</strong>
              <FileLinks files={ofType(before)} label={`变更前的${t.annexName}`} />
            </Col>
            <Col span={12}>
              <strong>
                {required ? <span aria-hidden style={{ color: '#cf1322' }}>* </span> : null}
                {t.annexName}
                {required ? <span className="ks-visually-hidden">（必填）</span> : null}
              </strong>
              <FileLinks files={ofType(after)} label={`变更后的${t.annexName}`} onRemove={editable ? (f) => onChange(after.filter((x) => x !== f)) : undefined} />
              {editable && (
                <Upload
                  showUploadList={false}
                  disabled={busy !== null}
                  customRequest={({ file, onSuccess, onError }) => {
                    setBusy(t.annexNo);
                    upload(file as File, t.annexNo)
                      .then((saved) => {
                        onChange([...after, saved]);
                        onSuccess?.(saved.url);
                      })
                      .catch((e: unknown) => onError?.(e instanceof Error ? e : new Error('上传失败！')))
                      .finally(() => setBusy(null));
                  }}
                >
                  <Button size="small" icon={<UploadOutlined aria-hidden />} loading={busy === t.annexNo} disabled={busy !== null}>
                    上传{t.annexName}
                  </Button>
                </Upload>
              )}
            </Col>
          </Row>
        );
      })}
    </section>
  );
}
