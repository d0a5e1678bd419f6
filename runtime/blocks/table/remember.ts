/**
 * Per-node choices a user expects to find again after a reload (page size, visible columns), kept
 * in localStorage in the shell's storage-wrapper shape (spec 000 §3: version '0.0.1', timestamp,
 * data type), so the shell's storage helpers read and clear them like any other value.
 */
const VERSION = '0.0.1';
const PREFIX = 'ks.';

const typeLabel = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: nothing is remembered
  }
}

/** Reads a remembered value; null when absent, written by another version or not our shape. */
export function recall<T>(key: string, isValid: (v: unknown) => v is T): T | null {
  const text = storage()?.getItem(PREFIX + key) ?? null;
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as { version?: unknown; type?: unknown; data?: unknown } | null;
    if (!parsed || parsed.version !== VERSION || parsed.type !== typeLabel(parsed.data)) return null;
    return isValid(parsed.data) ? parsed.data : null;
  } catch {
    return null;
  }
}

export function remember(key: string, data: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ version: VERSION, timestamp: Date.now(), type: typeLabel(data), data }));
  } catch {
    // quota exceeded or storage disabled: the choice lasts until the page closes
  }
}

export const pageSizeKey = (nodeId: string): string => `list.pageSize.${nodeId}`;
export const columnsKey = (nodeId: string): string => `list.columns.${nodeId}`;
