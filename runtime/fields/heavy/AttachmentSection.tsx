import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { Button, Progress, Spin } from 'antd';
import type { ModalFuncProps } from 'antd';
import type { Field } from '@formily/core';
import type { FormItem } from '../../../schemas/form';
import { allowedFormats, attachmentProblem, CHUNK_SIZE, DEFAULT_MAX_FILES, INITIAL_PROGRESS, type AttachmentType } from '../../../schemas/attachments';
import type { AttachmentExamples } from '../../services';
import { useRuntimeServices } from '../../services';
import { addEntry, removeEntry, shownOf, type FileEntry } from '../../upload/file-list';
import { cancelUpload, startUpload, type UploadAnswer, type UploadJob, type UploadTarget } from '../../upload/upload-client';
import { FAILED_MESSAGE, NETWORK_MESSAGE, UPLOAD_ERROR_DELAY_MS, UploadCallError, UploadStopped } from '../../upload/transport';
import { compressImage, shouldCompress } from '../../upload/compress';
import { hashFile } from '../../upload/md5';
import { AttachmentList } from '../attachment-list';

/** Spec 001 §4.5: after the cancel is confirmed, loading shows for about 3 s before cancel is called. */
export const CANCEL_DELAY_MS = 3000;
/** Spec 001 §5.4 hint of the untyped widget. */
export const UNTYPED_HINT = `请至少上传一个附件，格式为图片或PDF，最多${DEFAULT_MAX_FILES}个`;

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; percent: number; chunked: boolean; job: UploadJob }
  | { kind: 'cancelling'; fileName: string };

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
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const timers = useRef<number[]>([]);
  const ids = useId();
  const nameId = `${ids}-name`;
  const buttonTextId = `${ids}-btn`;
  const hintId = `${ids}-hint`;
  const requiredId = `${ids}-required`;
  const required = !!type && (type.isRequired === 1 || type.isRequired === true);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const files = shownOf(field.value, type ? type.annexNo : undefined);
  const full = !type && files.length >= DEFAULT_MAX_FILES;
  const busy = phase.kind !== 'idle';
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

  async function send(picked: File) {
    setError(null);
    let file = picked;
    const compress = shouldCompress(type, file);
    // A too-large image the type could take as a JPEG is compressed first, then checked again.
    let problem = attachmentProblem(type, file.name, compress ? 0 : file.size);
    if (!problem && compress && type) {
      file = await compressImage(file, type.annexSize * 1024 * 1024);
      problem = attachmentProblem(type, file.name, file.size);
    }
    if (problem) return setError(problem);
    const job = startUpload(file, { ...target, fileType: type?.annexNo }, {
      transport: services.uploads,
      hash: hashFile,
      onProgress: (percent) => startTransition(() => setPhase((p) => (p.kind === 'uploading' && p.job === job ? { ...p, percent } : p))),
    });
    // A transition, not the pick's own task: the first progress bar (antd injects its styles then)
    // rendered inside the change event was the one main-thread task > 50 ms of a 200 MB upload on a
    // busy machine (docs/performance.md "Upload in the browser"); React renders this in slices.
    startTransition(() => setPhase({ kind: 'uploading', fileName: file.name, percent: INITIAL_PROGRESS, chunked: file.size >= CHUNK_SIZE, job }));
    try {
      const answer = await job.done;
      field.onInput(addEntry(field.value, entryOf(answer)));
      setPhase({ kind: 'idle' });
    } catch (e) {
      if (e instanceof UploadStopped) return; // cancelled: the cancel flow owns the phase
      setPhase({ kind: 'idle' });
      // No answer at all: the network message, 1.5 s later (spec 001 §9); else the server's words.
      if (e instanceof UploadCallError && e.network) later(() => setError(NETWORK_MESSAGE), UPLOAD_ERROR_DELAY_MS);
      else setError(e instanceof UploadCallError && e.message ? e.message : FAILED_MESSAGE);
    }
  }

  function askCancel() {
    if (phase.kind !== 'uploading') return;
    const { job, fileName } = phase;
    confirm({
      title: '确定取消上传吗？',
      content: `「${fileName}」已上传的部分将被删除。`,
      okText: '确定',
      cancelText: '继续上传',
      onOk: () => {
        job.stop();
        setPhase({ kind: 'cancelling', fileName });
        later(() => {
          const id = job.uploadId();
          void (id ? cancelUpload(services.uploads, id) : Promise.resolve())
            .catch(() => undefined)
            .finally(() => setPhase({ kind: 'idle' }));
        }, CANCEL_DELAY_MS);
      },
    });
  }

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
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          accept={allowedFormats(type).map((f) => `.${f}`).join(',')}
          onChange={(e) => {
            const picked = e.target.files?.[0];
            e.target.value = ''; // the same file may be picked again (a resume after a reload)
            if (picked) void send(picked);
          }}
        />
      </div>
      {phase.kind === 'uploading' && phase.chunked ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Progress percent={phase.percent} size="small" style={{ flex: 1, margin: 0 }} aria-label={`${phase.fileName} 上传进度`} />
          <Button size="small" onClick={askCancel}>取消上传</Button>
        </div>
      ) : null}
      {phase.kind === 'cancelling' ? <Spin size="small" tip="正在取消上传…"><div style={{ height: 24 }} /></Spin> : null}
      <div role="alert" style={{ color: 'var(--ks-error)' }}>{error}</div>
      <AttachmentList files={files} disabled={disabled} onRemove={disabled ? undefined : (f) => field.onInput(removeEntry(field.value, f))} />
    </section>
  );
}
