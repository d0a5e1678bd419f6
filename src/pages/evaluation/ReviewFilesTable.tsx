import { useRef, useState } from 'react';
import { Alert, Button, Empty, Progress, Space, Table, Tag } from 'antd';
import { allowedFormats, attachmentProblem } from '../../../schemas/attachments';
import { REVIEW_BATCH_MAX, type ReviewFileRow, type ReviewFiles } from '../../../schemas/trade-files';
import { localTime } from '../../../runtime/core/local-time';
import { hashFile } from '../../../runtime/upload/md5';
import { FAILED_MESSAGE } from '../../../runtime/upload/transport';
import { startUpload } from '../../../runtime/upload/upload-client';
import { evaluationApi } from '../../api/evaluation';
import { uploads } from '../../api/runtime-services';
import { errorText, useLoad } from './shared';

/** The calls behind 上传评审文件 and 通知其他专家 (tests hand in fakes). */
export interface ReviewFileActions {
  /** Sends one file through the app's upload client (one request, or resumable chunks with progress); its fileId. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<{ fileId: string }>;
  /** batch-upload: the server's message (已上传 N 个评审文件). */
  attach: (xmId: string, fileIds: string[]) => Promise<{ message: string }>;
  /** upload-notice: the server's message (已通知 N 人). */
  notify: (xmId: string) => Promise<{ message: string }>;
}

export const reviewFileActions: ReviewFileActions = {
  upload: async (file, onProgress) => (await startUpload(file, { gnCoding: '', systemCoding: '' }, { transport: uploads, hash: hashFile, onProgress }).done),
  attach: evaluationApi.batchUpload,
  notify: evaluationApi.uploadNotice,
};

/** Too many files picked at once (batch-upload takes at most REVIEW_BATCH_MAX). */
export const tooMany = `一次最多选择 ${REVIEW_BATCH_MAX} 个文件`;

interface Sending {
  key: string;
  fileName: string;
  percent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** the failure, naming the file */
  error?: string;
}

type Outcome = { ok: boolean; text: string } | null;

const ACCEPT = allowedFormats(null)
  .map((f) => `.${f}`)
  .join(',');

/**
 * 评审文件 of a project on 开标专家 (docs/bidding.md "评审文件"): what its reviewers attached with
 * batch-upload, each with a download link the server signed for the caller and whether it was
 * announced. A reviewer (`canUpload`: a drawn expert of the project, an administrator) also gets
 * 上传评审文件 — each picked file goes through the upload client with its own progress, then the
 * uploaded ones are attached in one batch-upload — and 通知其他专家 (upload-notice).
 */
export function ReviewFilesTable({
  xmId,
  load = evaluationApi.reviewFiles,
  canUpload = false,
  actions = reviewFileActions,
}: {
  xmId: string;
  load?: (xmId: string) => Promise<ReviewFiles>;
  canUpload?: boolean;
  actions?: ReviewFileActions;
}) {
  const { data, error, reload } = useLoad(() => load(xmId), [xmId, load]);
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending[]>([]);
  const [busy, setBusy] = useState<'upload' | 'notify' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Uploaded but not yet attached (batch-upload failed): sent again with the next attach, never lost.
  const pending = useRef<string[]>([]);

  const patch = (key: string, change: Partial<Sending>) => setSending((list) => list.map((s) => (s.key === key ? { ...s, ...change } : s)));

  async function attach() {
    const ids = [...new Set(pending.current)];
    if (!ids.length) return;
    try {
      const answer = await actions.attach(xmId, ids);
      pending.current = pending.current.filter((id) => !ids.includes(id));
      setOutcome({ ok: true, text: answer.message });
      reload();
    } catch (e) {
      setOutcome({ ok: false, text: `${errorText(e)}（已上传的文件未丢失，可点击“重新加入评审”再试）` });
    }
  }

  async function send(files: File[]) {
    setOutcome(null);
    if (files.length > REVIEW_BATCH_MAX) return setOutcome({ ok: false, text: tooMany });
    const list: Sending[] = files.map((f, i) => ({ key: `${Date.now()}-${i}`, fileName: f.name, percent: 0, state: 'waiting' }));
    setSending(list);
    setBusy('upload');
    try {
      // One after another: each upload already sends its chunks in parallel.
      for (const [i, file] of files.entries()) {
        const { key } = list[i]!;
        const problem = attachmentProblem(null, file.name, file.size);
        if (problem) {
          patch(key, { state: 'failed', error: `${file.name}：${problem}` });
          continue;
        }
        patch(key, { state: 'uploading' });
        try {
          const { fileId } = await actions.upload(file, (percent) => patch(key, { percent }));
          pending.current.push(fileId);
          patch(key, { state: 'done', percent: 100 });
        } catch (e) {
          patch(key, { state: 'failed', error: `${file.name}：${e instanceof Error && e.message ? e.message : FAILED_MESSAGE}` });
        }
      }
      await attach();
    } finally {
      setBusy(null);
    }
  }

  async function retryAttach() {
    setOutcome(null);
    setBusy('upload');
    try {
      await attach();
    } finally {
      setBusy(null);
    }
  }

  async function notify() {
    setOutcome(null);
    setBusy('notify');
    try {
      const answer = await actions.notify(xmId);
      setOutcome({ ok: true, text: answer.message });
      reload();
    } catch (e) {
      setOutcome({ ok: false, text: errorText(e) });
    } finally {
      setBusy(null);
    }
  }

  const failed = sending.filter((s) => s.state === 'failed');
  return (
    <section aria-label="评审文件" data-testid="review-files" style={{ marginTop: 24 }}>
      <h3 style={{ fontSize: 15 }}>评审文件</h3>
      {canUpload ? (
        <div style={{ marginBottom: 12 }}>
          <Space wrap>
            <Button type="primary" loading={busy === 'upload'} disabled={busy !== null} onClick={() => input.current?.click()}>
              上传评审文件
            </Button>
            <Button loading={busy === 'notify'} disabled={busy !== null} onClick={() => void notify()}>
              通知其他专家
            </Button>
            {pending.current.length > 0 && busy === null ? <Button onClick={() => void retryAttach()}>重新加入评审</Button> : null}
          </Space>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            tabIndex={-1}
            aria-hidden="true"
            aria-label="选择评审文件"
            data-testid="review-file-input"
            accept={ACCEPT}
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (picked.length) void send(picked);
            }}
          />
          {sending.length > 0 ? (
            <ul aria-label="上传进度" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', maxWidth: 560 }}>
              {sending.map((s) => (
                <li key={s.key} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  <span style={{ flex: '0 1 220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={s.fileName}>
                    {s.fileName}
                  </span>
                  <Progress
                    percent={s.percent}
                    size="small"
                    style={{ flex: 1, margin: 0 }}
                    status={s.state === 'failed' ? 'exception' : s.state === 'done' ? 'success' : s.state === 'uploading' ? 'active' : 'normal'}
                    aria-label={`${s.fileName} 上传进度`}
                  />
                  <span style={{ flex: '0 0 auto', fontSize: 12 }}>{{ waiting: '等待上传', uploading: '上传中', done: '已上传', failed: '上传失败' }[s.state]}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {failed.length > 0 ? (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 8 }}
              message={failed.map((s) => (
                <div key={s.key}>{s.error}</div>
              ))}
            />
          ) : null}
          {outcome ? (
            <Alert
              type={outcome.ok ? 'success' : 'error'}
              showIcon
              style={{ marginTop: 8 }}
              role={outcome.ok ? 'status' : 'alert'}
              message={outcome.text}
              data-testid="review-files-outcome"
            />
          ) : null}
        </div>
      ) : null}
      {error ? (
        <Alert type="error" showIcon message={error} />
      ) : (
        <Table<ReviewFileRow>
          rowKey="fileId"
          loading={!data}
          dataSource={data?.files ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description="暂无评审文件" /> }}
          columns={[
            { title: '文件名', dataIndex: 'fileName' },
            { title: '上传人', dataIndex: 'uploaderName' },
            { title: '上传时间', dataIndex: 'uploadedAt', render: (v: string) => localTime(v) },
            { title: '通知', dataIndex: 'notified', render: (v: boolean) => (v ? <Tag color="green">已通知</Tag> : <Tag>未通知</Tag>) },
            {
              title: '操作',
              key: 'download',
              render: (_: unknown, f: ReviewFileRow) => (
                <a href={f.downloadUrl} download={f.fileName} aria-label={`下载 ${f.fileName}`}>
                  下载
                </a>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
