import { cellText } from './define';
import { isAllowedUrl } from '../../schemas/url-policy';
import { storedTypeInUrl } from '../../schemas/attachments';
import type { ListRecord, TableColumn } from '../blocks/table/list-types';

/**
 * The words a status cell shows. The status column itself (code `status`) holds the status code,
 * so it shows the server's `statusText`; any other status-typed column shows its own value.
 */
export function statusWords(value: unknown, record: ListRecord, column: TableColumn): string {
  if (column.code === 'status' || column.bianma === 'status') return record.statusText ?? cellText(value);
  return cellText(value) || (record.statusText ?? '');
}

/** Values a yes/no cell (dui, switch) reads as yes. */
const YES = new Set(['1', 'true', 'y', 'yes', '是', '对', 'on']);
/** Values a yes/no cell reads as an explicit no (anything else empty is "not set"). */
const NO = new Set(['0', 'false', 'n', 'no', '否', '错', 'off']);

/** true / false / undefined (not set) of a yes/no cell value. */
export function yesNo(value: unknown): boolean | undefined {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  return undefined;
}

/**
 * A file a preview or download cell points at. `blocked`: the stored address breaks the URL
 * policy (schemas/url-policy.ts), so `url` is emptied and the file is shown as plain text only.
 */
export interface FileRef {
  url: string;
  name: string;
  blocked?: boolean;
}

function checked(url: string, name: string): FileRef {
  return url === '' || isAllowedUrl(url) ? { url, name } : { url: '', name: name || url, blocked: true };
}

const nameFromUrl = (url: string): string => {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

function oneFile(value: unknown): FileRef | null {
  if (typeof value === 'string') return checked(value.trim(), nameFromUrl(value.trim()));
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    const url = typeof v.url === 'string' ? v.url.trim() : '';
    const named = [v.fileName, v.annexName, v.urlName, v.name].find((n) => typeof n === 'string' && n);
    return checked(url, typeof named === 'string' ? named : nameFromUrl(url));
  }
  return null;
}

/**
 * The files of a cell: a url, a file object ({url, fileName|annexName|urlName|name}) or a list of
 * either. An entry without a url is kept so the cell can say that nothing is there to open.
 */
export function fileRefs(value: unknown): FileRef[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return list.map(oneFile).filter((f): f is FileRef => f !== null);
}

/** Extensions previewed inline as images (spec 002 §9); other files open in a dialog. */
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'jpe', 'webp'];

/** Lower-case extension of a file name or url, without the dot. */
export function extensionOf(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot < 0 || dot < path.lastIndexOf('/') ? '' : path.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file opens in the image preview: by the stored type a signed link carries (the link has
 * no extension), else the name's extension, else the url's.
 */
export function isImageFile(file: FileRef): boolean {
  return IMAGE_EXTENSIONS.includes(storedTypeInUrl(file.url) || extensionOf(file.name) || extensionOf(file.url));
}
