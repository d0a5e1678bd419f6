import '../../core/visually-hidden.css';
import { Col, Row, type ModalFuncProps } from 'antd';
import { annexRequired, type ChangeAnnexType, type ChangeFile } from '../../../schemas/change-request';
import { AttachmentList } from '../../fields/attachment-list';
import type { FileEntry } from '../../upload/file-list';
import type { UploadTransport } from '../../upload/transport';
import type { UploadTarget } from '../../upload/upload-client';
import { ChangeUploadButton } from './ExplanationUpload';

export interface ChangeFilesPanelProps {
  types: readonly ChangeAnnexType[];
  /** the chosen change type's code path (which types it must carry) */
  typeCode: string;
  /** the record's files before the change */
  before: readonly ChangeFile[];
  /** the files after it */
  after: readonly ChangeFile[];
  editable: boolean;
  target: Omit<UploadTarget, 'fileType'>;
  transport: UploadTransport;
  confirm: (props: ModalFuncProps) => unknown;
  /** the files after the change, from the ones it has now (an upload ends after other edits) */
  onUpdate: (update: (files: readonly ChangeFile[]) => ChangeFile[]) => void;
}

/** The files of one side, by name, each opening the preview dialog; 暂无附件 when none. */
function Files({ files, label, onRemove }: { files: readonly ChangeFile[]; label: string; onRemove?: (f: FileEntry) => void }) {
  return (
    <div role="group" aria-label={label} style={{ margin: '4px 0' }}>
      {files.length ? <AttachmentList files={files} onRemove={onRemove} /> : <p style={{ color: '#595959', margin: 0 }}>暂无附件</p>}
    </div>
  );
}

/**
 * The record's attachments in an information change (spec 001 §5.1 rule 4): per attachment type,
 * the files before (read-only) and after (upload on the attachment field's path, remove). A
 * required type is marked; the save checks it (附件为必填项，请上传【name】附件！).
 */
export function ChangeFilesPanel({ types, typeCode, before, after, editable, target, transport, confirm, onUpdate }: ChangeFilesPanelProps) {
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
              <Files files={ofType(before)} label={`变更前的${t.annexName}`} />
            </Col>
            <Col span={12}>
              <strong>
                {required ? <span aria-hidden style={{ color: '#cf1322' }}>* </span> : null}
                {t.annexName}
                {required ? <span className="ks-visually-hidden">（必填）</span> : null}
              </strong>
              <Files files={ofType(after)} label={`变更后的${t.annexName}`} onRemove={editable ? (f) => onUpdate((files) => files.filter((x) => x.url !== f.url)) : undefined} />
              {editable && (
                <ChangeUploadButton
                  label={`上传${t.annexName}`}
                  type={null}
                  target={{ ...target, fileType: t.annexNo, fileNo: t.annexNo }}
                  transport={transport}
                  confirm={confirm}
                  onUploaded={(f) => onUpdate((files) => [...files, { ...f, fileType: t.annexNo, url: f.url ?? '' }])}
                />
              )}
            </Col>
          </Row>
        );
      })}
    </section>
  );
}
