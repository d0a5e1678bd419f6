import type { ConfigChange } from '../../schemas';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const pointer = (parts: string[]) => (parts.length ? `/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : '');

/**
 * The differences between two JSON configs as JSON-pointer changes: objects and arrays are
 * compared member by member down to the leaves, a leaf that differs is replaced whole. It powers
 * the "compare" choice offered after a refused stale save.
 */
export function diffConfigs(before: unknown, after: unknown, at: string[] = []): ConfigChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: ConfigChange[] = [];
    const n = Math.max(before.length, after.length);
    for (let i = 0; i < n; i++) {
      const path = [...at, String(i)];
      if (i >= after.length) out.push({ path: pointer(path), op: 'remove', before: before[i] });
      else if (i >= before.length) out.push({ path: pointer(path), op: 'add', after: after[i] });
      else out.push(...diffConfigs(before[i], after[i], path));
    }
    return out;
  }
  if (isObject(before) && isObject(after)) {
    const out: ConfigChange[] = [];
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) {
      const path = [...at, key];
      if (!(key in after)) out.push({ path: pointer(path), op: 'remove', before: before[key] });
      else if (!(key in before)) out.push({ path: pointer(path), op: 'add', after: after[key] });
      else out.push(...diffConfigs(before[key], after[key], path));
    }
    return out;
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: pointer(at), op: 'replace', before, after }];
}
