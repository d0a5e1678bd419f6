import type { FieldOption } from '../../schemas/form';
import type { RuntimeContextInfo, RuntimeServices } from '../../runtime/blocks/form';
import { post, request } from './client';

/** Dropdown call: spec 000 §7 lists it; spec 002 §7 describes its request (see docs/forms.md). */
export const PULL_DOWN_PATH = '/ks/base/dictionary/config/dic/pull-down';
/** Qualification options: spec 000 §7 `POST /ks/node/field/value-range`. */
export const VALUE_RANGE_PATH = '/ks/node/field/value-range';
/** Small-file upload (spec 002 §7 "Small file", path not shown; see docs/uploads.md). */
export const UPLOAD_PATH = '/ks/file/upload';

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
  };
}

/** Drops undefined keys: the server's body schemas are strict (no unknown or null keys). */
function defined<T extends object>(req: T): Partial<T> {
  return Object.fromEntries(Object.entries(req).filter(([, v]) => v !== undefined)) as Partial<T>;
}
