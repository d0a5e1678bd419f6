import type { FieldOption } from '../../schemas/form';
import type { AttachmentType } from '../../schemas/attachments';
import type { RuntimeContextInfo, RuntimeServices } from '../../runtime/blocks/form';
import type { AttachmentExamples } from '../../runtime/services';
import { FAILED_MESSAGE, NETWORK_MESSAGE, UploadCallError, type UploadTransport } from '../../runtime/upload/transport';
import { ApiError, get, post, request } from './client';
import { REQUEST_FAILED } from './outcome';

/** Dropdown call: spec 000 §7 lists it; spec 002 §7 describes its request (see docs/forms.md). */
export const PULL_DOWN_PATH = '/ks/base/dictionary/config/dic/pull-down';
/** Qualification options: spec 000 §7 `POST /ks/node/field/value-range`. */
export const VALUE_RANGE_PATH = '/ks/node/field/value-range';
/** Small-file upload (spec 002 §7 "Small file", path not shown; see docs/uploads.md). */
export const UPLOAD_PATH = '/ks/file/upload';
/** Attachment calls (spec 001 §7.4). */
export const ATTACHMENT_LIST_PATH = '/ks/common/common/attachment/list';
export const ATT_DESCRIPTION_PATH = '/ks/common/common/att-description';

/**
 * An upload call's failure as the attachment field reads it: no answer at all is the network
 * message; an answer keeps the server's own words (a refusal such as 格式错误…), and only an
 * answer without any message becomes 上传失败！.
 */
function uploadFailure(e: unknown): UploadCallError {
  if (e instanceof ApiError) {
    if (e.httpStatus === undefined && e.outcome.kind !== 'timeout') return new UploadCallError(NETWORK_MESSAGE, true);
    return new UploadCallError(e.message && e.message !== REQUEST_FAILED ? e.message : FAILED_MESSAGE, false);
  }
  return e instanceof UploadCallError ? e : new UploadCallError(FAILED_MESSAGE, false);
}

/** The upload calls, quiet (the field shows their messages itself; session ends still apply). */
export const uploads: UploadTransport = {
  async postForm<T>(url: string, data: FormData, options: { signal?: AbortSignal } = {}) {
    try {
      return (await request<T | null>({ method: 'POST', url, data, signal: options.signal, quiet: true })) ?? null;
    } catch (e) {
      throw uploadFailure(e);
    }
  },
  async postJson<T>(url: string, data: Record<string, unknown>, options: { signal?: AbortSignal } = {}) {
    try {
      return (await request<T | null>({ method: 'POST', url, data, signal: options.signal, quiet: true })) ?? null;
    } catch (e) {
      throw uploadFailure(e);
    }
  },
};

/**
 * The runtime's services over the shell's API client. Option calls are quiet: the spec says a
 * failure while loading options only stops the loading indicator (no dialog).
 */
export function createRuntimeServices(context: RuntimeContextInfo): RuntimeServices {
  return {
    context,
    fetchOptions: ({ displayCode, gnCoding, systemCoding, key, whereStr }) =>
      post<FieldOption[]>(PULL_DOWN_PATH, defined({ displayCode, gnCoding, systemCoding, key, whereStr }), { quiet: true }),
    fetchQualificationOptions: ({ displayCode, gnCoding, systemCoding, filter }) =>
      post<FieldOption[]>(VALUE_RANGE_PATH, defined({ displayCode, gnCoding, systemCoding, filter }), { quiet: true }),
    async uploadFile(file, meta) {
      const form = new FormData();
      form.append('fileType', meta.fileType);
      form.append('gnCoding', meta.gnCoding);
      form.append('systemCoding', meta.systemCoding);
      form.append('fileNo', meta.bianma);
      form.append('file', file);
      const data = await request<{ url?: string } | string>({ method: 'POST', url: UPLOAD_PATH, data: form, quiet: true });
      const url = typeof data === 'string' ? data : data?.url;
      if (!url) throw new Error('上传失败！');
      return { url };
    },
    fetchAttachmentTypes: async ({ gnCoding, systemCoding }) =>
      (await get<AttachmentType[] | null>(ATTACHMENT_LIST_PATH, { params: { gnCoding, systemCoding }, quiet: true })) ?? [],
    fetchAttachmentExamples: async ({ gnCoding, systemCoding }) =>
      (await get<AttachmentExamples | null>(ATT_DESCRIPTION_PATH, { params: { gnCoding, systemCoding }, quiet: true })) ?? { example: [], template: [] },
    uploads,
  };
}

/** Drops undefined keys: the server's body schemas are strict (no unknown or null keys). */
function defined<T extends object>(req: T): Partial<T> {
  return Object.fromEntries(Object.entries(req).filter(([, v]) => v !== undefined)) as Partial<T>;
}
