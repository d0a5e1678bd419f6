import { useId, useRef } from 'react';
import { Button } from 'antd';
import type { ModalFuncProps } from 'antd';
import type { Field } from '@formily/core';
import type { FormItem } from '../../../schemas/form';
import { allowedFormats, DEFAULT_MAX_FILES, type AttachmentType } from '../../../schemas/attachments';
import type { AttachmentExamples } from '../../services';
import { useRuntimeServices } from '../../services';
import { addEntry, removeEntry, shownOf, type FileEntry } from '../../upload/file-list';
import type { UploadAnswer, UploadTarget } from '../../upload/upload-client';
import { useUploadFlow } from '../../upload/use-upload-flow';
import { UploadStatus } from '../../upload/UploadStatus';
import { FilePickerInput } from '../../upload/FilePickerInput';
import { AttachmentList } from '../attachment-list';

export { CANCEL_DELAY_MS } from '../../upload/use-upload-flow';
/** Spec 001 §5.4 hint of the untyped widget. */
export const UNTYPED_HINT = `请至少上传一个附件，格式为图片或PDF，最多${DEFAULT_MAX_FILES}个`;

export interface AttachmentSectionProps {
  field: Field;
  item: FormItem;
  disabled?: boolean;
  /** null: the untyped widget (default formats, at most DEFAULT_MAX_FILES files) */
  type: AttachmentType | null;
  examples: AttachmentExamples;
  target: Omit<UploadTarget, 'fileType'>;
  confirm: (props: ModalFuncProps) => unknown;
}

/** The fields of an upload answer a record keeps (spec 000 §3 "Uploaded file"). */
const entryOf = (a: UploadAnswer): FileEntry => ({
  fileId: a.fileId, fileNo: a.fileNo, fileType: a.fileType, fileName: a.fileName, url: a.url, host: a.host ?? '',
});

/** The formats and size a person reads before picking a file. */
const hintOf = (type: AttachmentType | null): string =>
  type ? `支持格式：${allowedFormats(type).join(',')}${type.annexSize > 0 ? `；单个文件不超过${type.annexSize}MB` : ''}` : UNTYPED_HINT;

/**
 * One attachment type: its name and required mark, formats and size, example and template
 * links, the upload button, the progress bar of a chunked upload with its 取消上传, the files, and
 * the message of the last refused file (a live region, spec 001 §5.4 messages verbatim).
 */
export function AttachmentSection({ field, item, disabled, type, examples, target, confirm }: AttachmentSectionProps) {
  const services = useRuntimeServices();
  const flow = useUploadFlow({
    transport: services.uploads,
    target: { ...target, fileType: type?.annexNo },
    type,
    confirm,
    onUploaded: (answer) => field.onInput(addEntry(field.value, entryOf(answer))),
  });
  const { phase, busy } = flow;
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const nameId = `${ids}-name`;
  const buttonTextId = `${ids}-btn`;
  const hintId = `${ids}-hint`;
  const requiredId = `${ids}-required`;
  const required = !!type && (type.isRequired === 1 || type.isRequired === true);

  const files = shownOf(field.value, type ? type.annexNo : undefined);
  const full = !type && files.length >= DEFAULT_MAX_FILES;

  return (
    <section className="ks-attachment-type" aria-labelledby={nameId} style={{ paddingBlock: 6, borderBottom: '1px solid var(--ks-split)' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 8 }}>
        {required ? <span aria-hidden="true" style={{ color: 'var(--ks-error)' }}>*</span> : null}
        <span id={nameId} style={{ color: 'var(--ks-text)' }}>{type ? type.annexName : item.name}</span>
        {/* read with the upload button's description: the star itself is not announced */}
        <span id={requiredId} hidden>{required ? '必填' : ''}</span>
        <span id={hintId} style={{ color: 'var(--ks-text-muted)', fontSize: 12 }}>{hintOf(type)}</span>
        {examples.example.map((e) => (
          <a key={e.fileId} href={e.url} target="_blank" rel="noopener noreferrer">示例：{e.fileName}</a>
        ))}
        {examples.template.map((e) => (
          <a key={e.fileId} href={e.url} download={e.fileName}>模板：{e.fileName}</a>
        ))}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }}>
        <Button
          size="small"
          disabled={disabled || busy || full}
          loading={phase.kind === 'uploading' && !phase.chunked}
          aria-labelledby={`${buttonTextId} ${nameId}`}
          aria-describedby={required ? `${requiredId} ${hintId}` : hintId}
          onClick={() => input.current?.click()}
        >
          <span id={buttonTextId}>上传</span>
        </Button>
        <FilePickerInput ref={input} type={type} onPick={(file) => void flow.send(file)} />
      </div>
      <UploadStatus flow={flow} />
      <AttachmentList files={files} disabled={disabled} onRemove={disabled ? undefined : (f) => field.onInput(removeEntry(field.value, f))} />
    </section>
  );
}
