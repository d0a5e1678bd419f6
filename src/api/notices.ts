import type { Notice, NoticeListBody, NoticeRow, NoticeSaveBody } from '../../schemas/notices';
import { get, post, request } from './client';
import { UPLOAD_PATH } from './runtime-services';

/** 通知's calls (docs/shell.md "通知"); a refusal shows the client's dialog and rejects. */
export const noticeApi = {
  active: () => get<Notice[]>('/ks/message/v1/notice/active', { quiet: true }),
  /** the login page asks before anyone logged in; a failure just shows no box */
  login: () => get<Notice[]>('/ks/message/v1/notice/login', { quiet: true }),
  read: (msgId: number) => post<{ first: boolean }>('/ks/message/v1/notice/read', { msgId }),
  list: (body: NoticeListBody) => post<{ records: NoticeRow[]; total: number }>('/ks/message/v1/notice/list', body),
  save: (body: NoticeSaveBody) => post<{ msgId: number }>('/ks/message/v1/notice/save', body),
  remove: (msgId: number) => post<null>('/ks/message/v1/notice/delete', { msgId }),
};

/** One file for a notice or help entry (the server makes it readable to all when the entry is saved). */
export async function uploadEntryFile(file: File): Promise<{ fileId: string; fileName: string }> {
  const form = new FormData();
  // only the editor's video type takes a video (server/routes/files/rules.ts)
  const mime = file.type; // the browser's MIME type, not a field type
  if (mime.startsWith('video/') || /\.(mp4|webm)$/i.test(file.name)) form.append('fileType', 'editor-video');
  form.append('file', file);
  const data = await request<{ fileId: string; fileName: string }>({ method: 'POST', url: UPLOAD_PATH, data: form });
  return { fileId: data.fileId, fileName: data.fileName };
}
