import { UploadOutlined } from '@ant-design/icons';
import { Button, type ModalFuncProps } from 'antd';
import { useRef } from 'react';
import type { AttachmentType } from '../../../schemas/attachments';
import { AttachmentList } from '../../fields/attachment-list';
import type { FileEntry } from '../../upload/file-list';
import type { UploadTransport } from '../../upload/transport';
import type { UploadTarget } from '../../upload/upload-client';
import { useUploadFlow } from '../../upload/use-upload-flow';
import { UploadStatus } from '../../upload/UploadStatus';
import { FilePickerInput } from '../../upload/FilePickerInput';

/**
 * A file picker of the change dialog, on the attachment field's upload path (chunks, progress,
 * 取消上传, the same messages): its hidden input takes the formats `type` allows — with no type,
 * the default list the server takes for an untyped upload (schemas/attachments.ts DEFAULT_FORMATS).
 */
export function ChangeUploadButton({ label, type, target, transport, confirm, onUploaded }: {
  label: string;
  type: AttachmentType | null;
  target: UploadTarget;
  transport: UploadTransport;
  confirm: (props: ModalFuncProps) => unknown;
  onUploaded: (file: FileEntry) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const flow = useUploadFlow({
    transport,
    target,
    type,
    confirm,
    onUploaded: (a) => onUploaded({ fileId: a.fileId, fileNo: a.fileNo, fileType: a.fileType, fileName: a.fileName, url: a.url, host: a.host ?? '' }),
  });
  return (
    <div>
      <Button size="small" icon={<UploadOutlined aria-hidden />} disabled={flow.busy} loading={flow.phase.kind === 'uploading' && !flow.phase.chunked} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <FilePickerInput ref={input} type={type} onPick={(file) => void flow.send(file)} />
      <UploadStatus flow={flow} />
    </div>
  );
}

export interface ExplanationUploadProps {
  files: readonly FileEntry[];
  disabled: boolean;
  target: UploadTarget;
  transport: UploadTransport;
  confirm: (props: ModalFuncProps) => unknown;
  onAdd: (file: { url: string; fileName: string }) => void;
  onRemove: (url: string) => void;
}

/** The change's explanation attachment: uploaded like an attachment field's file, listed by name, opened in the preview dialog. */
export function ExplanationUpload({ files, disabled, target, transport, confirm, onAdd, onRemove }: ExplanationUploadProps) {
  return (
    <div data-testid="change-explanation">
      {!disabled && <ChangeUploadButton label="上传附件" type={null} target={target} transport={transport} confirm={confirm} onUploaded={(f) => onAdd({ url: f.url ?? '', fileName: f.fileName ?? '' })} />}
      {files.length ? (
        <AttachmentList files={files} onRemove={disabled ? undefined : (f) => onRemove(f.url ?? '')} />
      ) : (
        disabled && <span className="ks-read-text">-</span>
      )}
    </div>
  );
}
