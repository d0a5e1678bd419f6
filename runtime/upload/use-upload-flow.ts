import { startTransition, useEffect, useRef, useState } from 'react';
import type { ModalFuncProps } from 'antd';
import { attachmentProblem, CHUNK_SIZE, INITIAL_PROGRESS, type AttachmentType } from '../../schemas/attachments';
import { compressImage, shouldCompress } from './compress';
import { hashFile } from './md5';
import { cancelUpload, startUpload, type UploadAnswer, type UploadJob, type UploadTarget } from './upload-client';
import { FAILED_MESSAGE, NETWORK_MESSAGE, UPLOAD_ERROR_DELAY_MS, UploadCallError, UploadStopped, type UploadTransport } from './transport';

/** Spec 001 §4.5: after the cancel is confirmed, loading shows for about 3 s before cancel is called. */
export const CANCEL_DELAY_MS = 3000;

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; percent: number; chunked: boolean; job: UploadJob }
  | { kind: 'cancelling'; fileName: string };

export interface UploadFlowOptions {
  transport: UploadTransport;
  /** what the file is for; `fileType` is the attachment type's annexNo */
  target: UploadTarget;
  /** the type's formats and size (null: the default formats, no size of its own) */
  type: AttachmentType | null;
  confirm: (props: ModalFuncProps) => unknown;
  /** a file the server stored */
  onUploaded: (answer: UploadAnswer) => void;
}

export interface UploadFlow {
  phase: UploadPhase;
  /** the message of the last refused or failed file ('' when none) */
  error: string | null;
  busy: boolean;
  send: (picked: File) => Promise<void>;
  askCancel: () => void;
}

/**
 * One upload widget's flow (spec 001 §4.5 / §5.4, docs/uploads.md), shared by the attachment field
 * and the change dialog so both behave alike: the checks before sending (name, format, the type's
 * size, a too-large image compressed first), one request below CHUNK_SIZE else resumable chunks
 * with progress, 取消上传 (asks, stops, loads about 3 s, then the server drops the chunks), the
 * network message 1.5 s after a call that got no answer, the server's own words otherwise.
 */
export function useUploadFlow({ transport, target, type, confirm, onUploaded }: UploadFlowOptions): UploadFlow {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
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
    const job = startUpload(file, target, {
      transport,
      hash: hashFile,
      onProgress: (percent) => startTransition(() => setPhase((p) => (p.kind === 'uploading' && p.job === job ? { ...p, percent } : p))),
    });
    // A transition, not the pick's own task: the first progress bar (antd injects its styles then)
    // rendered inside the change event was the one main-thread task > 50 ms of a 200 MB upload on a
    // busy machine (docs/performance.md "Upload in the browser"); React renders this in slices.
    startTransition(() => setPhase({ kind: 'uploading', fileName: file.name, percent: INITIAL_PROGRESS, chunked: file.size >= CHUNK_SIZE, job }));
    try {
      const answer = await job.done;
      onUploaded(answer);
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
          void (id ? cancelUpload(transport, id) : Promise.resolve())
            .catch(() => undefined)
            .finally(() => setPhase({ kind: 'idle' }));
        }, CANCEL_DELAY_MS);
      },
    });
  }

  return { phase, error, busy: phase.kind !== 'idle', send, askCancel };
}
