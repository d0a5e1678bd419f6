/**
 * What no request may carry, whatever its schema says: values nested deeper than any screen
 * produces, strings (or keys) with a lone UTF-16 surrogate or a NUL character, and numbers JSON
 * cannot hold. A lone surrogate has no UTF-8 form — both databases would store U+FFFD in its place
 * and answer 200 — PostgreSQL cannot store U+0000 in text or jsonb at all (a 500 there, stored on
 * SQLite), and JSON's `1e309` parses to Infinity, which is stored as null. Deep nesting overflows
 * SQLite's JSON depth (1 000) and any recursive walk of the value long before the 10 MB body limit.
 *
 * The walk keeps its own stack, so a value nested 100 000 levels deep costs no call depth; it stops
 * at the first problem. Pure and without imports: the server's body guard calls it on every /ks
 * request (server/http/body-guard.ts), and the runtime may call it before sending.
 */

/** Levels a value may nest, the request body counting as the first: `{ data: { a: [ … ] } }` is 3. */
export const MAX_INPUT_DEPTH = 32;

export type InputProblemKind = 'depth' | 'surrogate' | 'nul' | 'non-finite';

export interface InputProblem {
  kind: InputProblemKind;
  /** Keys and array indexes from the top of the value to the offending one (empty: the value itself). */
  path: string[];
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Any surrogate at all: most strings have none, and this test is cheaper than the one above. */
const ANY_SURROGATE = /[\uD800-\uDFFF]/;
/** A NUL or any surrogate: the one scan most strings need. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

/** True when `s` holds a UTF-16 surrogate that is not half of a pair. */
export const hasLoneSurrogate = (s: string): boolean => ANY_SURROGATE.test(s) && LONE_SURROGATE.test(s);

/** What is wrong with one string (a value or a key), or null. */
export function stringProblem(s: string): 'surrogate' | 'nul' | null {
  if (!SUSPECT.test(s)) return null;
  if (s.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(s) ? 'surrogate' : null;
}

interface Frame {
  value: unknown;
  depth: number;
  parent: Frame | null;
  key: string;
}

function pathOf(frame: Frame, key?: string): string[] {
  const out: string[] = key === undefined ? [] : [key];
  for (let f: Frame | null = frame; f && f.parent; f = f.parent) out.push(f.key);
  return out.reverse();
}

/**
 * The first problem of `value`, or null. Scalars of a container are looked at before the containers
 * inside it, which are then walked in document order. Only plain JSON shapes are walked (objects,
 * arrays, strings, numbers); anything else (a Buffer, a stream) is left alone.
 */
export function findInputProblem(value: unknown, maxDepth: number = MAX_INPUT_DEPTH): InputProblem | null {
  const top = scalarProblem(value);
  if (top) return { kind: top, path: [] };
  if (!isContainer(value)) return null;
  // Only containers are stacked; scalars are looked at where they sit, which keeps a body of a
  // million small values from costing a million frames.
  const stack: Frame[] = [{ value, depth: 1, parent: null, key: '' }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.depth > maxDepth) return { kind: 'depth', path: pathOf(frame) };
    const v = frame.value as object;
    const children: Frame[] = [];
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        const problem = scalarProblem(item);
        if (problem) return { kind: problem, path: pathOf(frame, String(i)) };
        if (isContainer(item)) children.push({ value: item, depth: frame.depth + 1, parent: frame, key: String(i) });
      }
    } else {
      for (const k of Object.keys(v)) {
        const keyProblem = stringProblem(k);
        if (keyProblem) return { kind: keyProblem, path: pathOf(frame, k) };
        const item: unknown = (v as Record<string, unknown>)[k];
        const problem = scalarProblem(item);
        if (problem) return { kind: problem, path: pathOf(frame, k) };
        if (isContainer(item)) children.push({ value: item, depth: frame.depth + 1, parent: frame, key: k });
      }
    }
    // Pushed last to first, so they are looked at first to last.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return null;
}

function scalarProblem(v: unknown): InputProblemKind | null {
  if (typeof v === 'string') return stringProblem(v);
  if (typeof v === 'number') return Number.isFinite(v) ? null : 'non-finite';
  return null;
}

/**
 * Arrays and plain objects: what JSON parses to, and what a query string parses to (an object whose
 * prototype is itself prototype-less, as fast-querystring makes them). A Buffer or a stream is left alone.
 */
function isContainer(v: unknown): v is object {
  if (v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** Characters of one path segment shown in a message; a longer key ends with '…'. */
const SEGMENT_CHARS = 32;

/** A key as a message shows it: lone surrogates and NUL spelled `\uD800`, `\u0000`; long keys cut. */
export function showKey(key: string): string {
  const cut = key.length > SEGMENT_CHARS ? `${key.slice(0, SEGMENT_CHARS)}…` : key;
  // eslint-disable-next-line no-control-regex -- NUL is spelled out, not shown
  return cut.replace(/[\u0000\uD800-\uDFFF]/g, (c, i: number, s: string) => {
    if (c === '\u0000') return '\\u0000';
    const code = c.charCodeAt(0);
    const paired = code < 0xdc00 ? /[\uDC00-\uDFFF]/.test(s[i + 1] ?? '') : /[\uD800-\uDBFF]/.test(s[i - 1] ?? '');
    return paired ? c : `\\u${code.toString(16).toUpperCase()}`;
  });
}

/** `data.list.1.name`; a path of more than 8 segments keeps its first 6 and its last. */
export function showPath(path: string[]): string {
  const shown = path.map(showKey);
  if (shown.length > 8) return [...shown.slice(0, 6), '…', shown[shown.length - 1]].join('.');
  return shown.join('.');
}

/**
 * The sentence a person reads, in the words of the server's validation messages (`字段 <path> …`);
 * `where` names the part of the request outside the body, e.g. `（查询参数）`.
 */
export function describeInputProblem(problem: InputProblem, where = '', maxDepth: number = MAX_INPUT_DEPTH): string {
  const field = `字段 ${problem.path.length ? showPath(problem.path) : '请求体'}`;
  switch (problem.kind) {
    case 'depth':
      return `${field} 数据嵌套层级过深（最多 ${maxDepth} 层）${where}`;
    case 'surrogate':
      return `${field} 含有无效的字符（孤立代理项）${where}`;
    case 'nul':
      return `${field} 含有无效的字符（空字符 U+0000）${where}`;
    case 'non-finite':
      return `${field} 数值超出范围${where}`;
  }
}
