import { AxiosError } from 'axios';
import type { DictionaryDetail, DictionarySummary, DictionaryUse, DictionaryVersionEntry, ImportRowProblem } from '../../schemas/dictionary-manager';
import type { DictionaryApi, DictRef, ImportOutcome } from '../../designer/dictionaries/api';
import { get, http, post, request } from '../api/client';

/** The dictionary manager's calls (docs/dictionaries.md). */
export const DICTIONARY = {
  list: '/ks/base/dictionary/manager/list',
  detail: '/ks/base/dictionary/manager/detail',
  manager: '/ks/base/dictionary/manager',
  usage: '/ks/base/dictionary/manager/usage',
  versions: '/ks/base/dictionary/manager/versions',
  version: '/ks/base/dictionary/manager/version',
  rollback: '/ks/base/dictionary/manager/rollback',
  template: '/ks/base/dictionary/manager/template',
  import: '/ks/base/dictionary/manager/import',
} as const;

const params = (ref: DictRef) => ({ displayCode: ref.displayCode, ...(ref.systemCoding ? { systemCoding: ref.systemCoding } : {}) });

function base64ToBlob(base64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

interface ImportEnvelope {
  code: number;
  message: string;
  data: (DictionaryDetail & { rows?: undefined }) | { rows: ImportRowProblem[] } | null;
}

/**
 * The import goes through the bare HTTP client: a refusal's `data.rows` (every bad row) is what
 * the page shows, and the shared client keeps only the message. Other failures still go through it.
 */
async function importXlsx(ref: DictRef, file: File, version: number): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('displayCode', ref.displayCode);
  if (ref.systemCoding) form.append('systemCoding', ref.systemCoding);
  form.append('version', String(version));
  form.append('file', file, file.name);
  try {
    const res = await http.post<ImportEnvelope>(DICTIONARY.import, form);
    return { kind: 'saved', detail: res.data.data as DictionaryDetail, message: res.data.message };
  } catch (e) {
    const body = e instanceof AxiosError ? (e.response?.data as ImportEnvelope | undefined) : undefined;
    const rows = body?.data && 'rows' in body.data ? body.data.rows : undefined;
    if (rows) return { kind: 'refused', message: body!.message, rows };
    // Anything else (too large, not an .xlsx, no session) with the server's Chinese message.
    throw new Error(body?.message || '导入失败，请稍后重试');
  }
}

export function createDictionaryApi(): DictionaryApi {
  const quiet = { quiet: true };
  return {
    list: () => get<DictionarySummary[]>(DICTIONARY.list, quiet),
    detail: (ref) => get<DictionaryDetail>(DICTIONARY.detail, { params: params(ref), ...quiet }),
    create: (body) => post<DictionaryDetail>(DICTIONARY.manager, { ...body, systemCoding: body.systemCoding || undefined }, quiet),
    save: (body) => request<DictionaryDetail>({ method: 'PUT', url: DICTIONARY.manager, data: { ...body, systemCoding: body.systemCoding || undefined }, ...quiet }),
    remove: async (ref) => {
      await request({ method: 'DELETE', url: DICTIONARY.manager, data: params(ref), ...quiet });
    },
    usage: (ref) => get<DictionaryUse[]>(DICTIONARY.usage, { params: params(ref), ...quiet }),
    versions: (ref) => get<DictionaryVersionEntry[]>(DICTIONARY.versions, { params: params(ref), ...quiet }),
    version: (ref, version) => get<DictionaryDetail>(DICTIONARY.version, { params: { ...params(ref), version: String(version) }, ...quiet }),
    rollback: (ref, version) => post<DictionaryDetail>(DICTIONARY.rollback, { ...params(ref), version }, quiet),
    importXlsx,
    template: async () => {
      const t = await get<{ fileName: string; contentBase64: string }>(DICTIONARY.template, quiet);
      return { fileName: t.fileName, blob: base64ToBlob(t.contentBase64, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') };
    },
  };
}
