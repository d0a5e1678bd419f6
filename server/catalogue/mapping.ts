import { PUBLIC_RECORD_KEYS, type CatalogueCall } from '../../schemas/catalogue';

/**
 * A row's parameter and answer mapping (docs/api.md "Business-call catalogue"): the spec's body
 * or query names become the engine body's, and the engine's answer takes the spec's shape.
 */

type Json = Record<string, unknown>;

const PUBLIC_KEYS: ReadonlySet<string> = new Set(PUBLIC_RECORD_KEYS);

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Sets an own key, even `__proto__` (which plain assignment would take for the prototype). */
function put(target: Json, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Engine body keys that are numbers or booleans: a query string carries them as text. */
const INTEGER_KEYS = new Set(['curPage', 'pageSize', 'version']);
const BOOLEAN_KEYS = new Set(['pass']);

/** A query value as the engine body expects it: whole numbers for paging and versions, booleans for pass. */
function fromQuery(engineKey: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (INTEGER_KEYS.has(engineKey) && /^-?\d{1,15}$/.test(value)) return Number(value);
  if (BOOLEAN_KEYS.has(engineKey) && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * The engine body of a request: each mapped parameter goes to its filter or body key, every other
 * key passes under its own name (the operation's schema then refuses what it does not know).
 * `fromQueryString`: the input is a query string's, whose values are text.
 */
export function engineBody(call: Pick<CatalogueCall, 'params'>, input: Json, fromQueryString: boolean): Json {
  const byName = new Map(call.params.map((p) => [p.from, p]));
  const out: Json = {};
  const filters: Json = {};
  for (const [key, raw] of Object.entries(input)) {
    const m = byName.get(key);
    const to = m?.to ?? key;
    const value = fromQueryString ? fromQuery(to, raw) : raw;
    if (m?.as === 'filter') put(filters, to, value);
    else put(out, to, value);
  }
  if (Object.keys(filters).length) out.filters = isObject(out.filters) ? { ...out.filters, ...filters } : filters;
  return out;
}

/** An object with `renames` applied to its own keys (engine name → spec name), order kept. */
function renamed(value: unknown, renames: ReadonlyMap<string, string>): unknown {
  if (!isObject(value) || !renames.size) return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) put(out, renames.get(k) ?? k, v);
  return out;
}

/** An object keeping only `keep`'s keys (and `id`), order kept; everything when no list is given. */
function kept(value: unknown, keep: ReadonlySet<string> | undefined): unknown {
  if (!keep || !isObject(value)) return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) if (k === 'id' || keep.has(k)) put(out, k, v);
  return out;
}

/** How an operation's answer is shaped: a page of rows, one record, or as it is. */
export type AnswerShape = 'page' | 'record' | 'plain';

/** The `data` of an engine answer in the row's shape: a page's rows and total renamed, field renames in rows and records. */
export function shapeAnswer(answer: CatalogueCall['answer'], shape: AnswerShape, data: unknown, isPublic = false): unknown {
  const renames = new Map((answer.renames ?? []).map((r) => [r.from, r.to]));
  const keep = answer.fields ? new Set(answer.fields) : undefined;
  if (shape === 'page' && isObject(data) && Array.isArray(data.records)) {
    const { records, total, labels, ...rest } = data;
    const page: Json = {};
    const rows = keep ? records.map((r) => kept(r, keep)) : records;
    put(page, answer.rows ?? 'records', renames.size ? rows.map((r) => renamed(r, renames)) : rows);
    put(page, answer.total ?? 'total', total);
    // the words of coded values follow their fields: a field left out takes its words with it
    if (labels !== undefined) put(page, 'labels', kept(labels, keep));
    return Object.assign(page, rest);
  }
  if (shape === 'record' && isObject(data)) {
    // a record's own values are in `data`: the kept fields apply there, its workflow fields stay
    // a public row's record keeps only its public workflow keys (no enterprise, submitter, buttons)
    const record = renamed(isPublic ? kept(data, PUBLIC_KEYS) : data, renames) as Json;
    return isObject(data.data) ? { ...record, [renames.get('data') ?? 'data']: renamed(kept(data.data, keep), renames) } : record;
  }
  return data;
}

/** The envelope of a call's answer: `data` or `result` as the row says. */
export function envelope(answer: CatalogueCall['answer'], data: unknown, message = '成功'): Json {
  return answer.envelope === 'result' ? { code: 200, message, result: data } : { code: 200, message, data };
}
