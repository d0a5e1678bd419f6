/**
 * The storage wrapper of spec 000 §3: every value is stored as
 * `{ version: '0.0.1', timestamp, type, data }` in sessionStorage or localStorage, so a value
 * written by an older build (other version) or by hand (not our shape) reads as absent.
 */
export const STORAGE_VERSION = '0.0.1';
/** Every key of ours starts with it. */
export const STORAGE_PREFIX = 'ks.';

export type StorageArea = 'session' | 'local';

export interface StoredValue<T> {
  version: string;
  timestamp: number;
  type: string;
  data: T;
}

function area(where: StorageArea): Storage | null {
  try {
    return where === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage can be disabled (privacy mode, sandboxed frame): behave as if empty.
    return null;
  }
}

/** The wrapper's data type label: 'array', 'null' or the typeof of the value. */
export function typeLabel(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Wraps a value the way it is stored. */
export function wrap<T>(data: T, now = Date.now()): StoredValue<T> {
  return { version: STORAGE_VERSION, timestamp: now, type: typeLabel(data), data };
}

/** Reads a stored text back; null when it is not a current-version wrapper. */
export function unwrap<T>(text: string | null): T | null {
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Partial<StoredValue<T>> | null;
    if (!parsed || typeof parsed !== 'object' || parsed.version !== STORAGE_VERSION || !('data' in parsed)) return null;
    if (parsed.type !== typeLabel(parsed.data)) return null;
    return (parsed.data as T) ?? null;
  } catch {
    return null;
  }
}

export function setItem<T>(key: string, data: T, where: StorageArea = 'session'): void {
  area(where)?.setItem(STORAGE_PREFIX + key, JSON.stringify(wrap(data)));
}

export function getItem<T>(key: string, where: StorageArea = 'session'): T | null {
  return unwrap<T>(area(where)?.getItem(STORAGE_PREFIX + key) ?? null);
}

export function removeItem(key: string, where: StorageArea = 'session'): void {
  area(where)?.removeItem(STORAGE_PREFIX + key);
}

/** Session end and logout clear both areas (spec 000 §4). */
export function clearAll(): void {
  area('session')?.clear();
  area('local')?.clear();
}
