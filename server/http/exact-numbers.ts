import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describeInputProblem, showPath } from '../../schemas/input-guard';
import { inexactNumberMessage, MAYBE_INEXACT, numberTokenProblem, type NumberTokenProblem } from '../../schemas/exact-numbers';
import { badRequest } from './errors';

/**
 * The JSON body parser of every route: Fastify's own (its prototype-poisoning checks, its errors),
 * then the number rule of schemas/exact-numbers.ts on the raw text (docs/security.md "Numbers").
 * Node 20's JSON.parse does not show a number's source, and once parsed `1e-400` is just 0: the
 * text is the only place the difference is still visible. A body MAYBE_INEXACT does not match (most
 * bodies) costs one regex test; the others are scanned once, outside strings, for the first number
 * token that does not come back, and its key path names the field: 400
 * `字段 data.pf 的数值超出可精确保存的范围` (an overflow keeps the input guard's `数值超出范围`).
 */
export function installExactNumbers(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    // parseAs 'string' hands over text
    const text = typeof body === 'string' ? body : body.toString('utf8');
    parse(request, text, (err, value) => {
      if (err) return done(err, undefined);
      const found = MAYBE_INEXACT.test(text) ? findInexactNumber(text) : null;
      if (!found) return done(null, value);
      const message = found.kind === 'non-finite' ? describeInputProblem({ kind: 'non-finite', path: found.path }) : inexactNumberMessage(found.path.length ? showPath(found.path) : '请求体');
      done(badRequest(message), undefined);
    });
  });
}

/** One open container while scanning: an array counts its items, an object remembers its last key. */
interface Frame {
  array: boolean;
  index: number;
  /** Where the raw text of the current key starts and ends (quotes included); -1 before the first. */
  keyStart: number;
  keyEnd: number;
  expectKey: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Just past the closing quote of the string whose opening quote is at `at`. */
function afterString(text: string, at: number): number {
  let i = at + 1;
  for (;;) {
    const q = text.indexOf('"', i);
    if (q < 0) return text.length;
    let slashes = 0;
    for (let j = q - 1; text.charCodeAt(j) === BACKSLASH; j--) slashes++;
    if (slashes % 2 === 0) return q + 1;
    i = q + 1;
  }
}

const isTokenChar = (c: number) => (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x45 || c === 0x65;

/**
 * The first number token of valid JSON `text` that the rule refuses, with its key path, or null.
 * Strings are skipped whole (their content is never a token); keys are decoded only for the path
 * of a refused number.
 */
export function findInexactNumber(text: string): { kind: NumberTokenProblem; path: string[] } | null {
  const stack: Frame[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = afterString(text, i);
      const top = stack[stack.length - 1];
      if (top && !top.array && top.expectKey) {
        top.keyStart = i;
        top.keyEnd = end;
      }
      i = end;
    } else if ((c >= 0x30 && c <= 0x39) || c === 0x2d) {
      const start = i;
      while (i < n && isTokenChar(text.charCodeAt(i))) i++;
      const kind = numberTokenProblem(text.slice(start, i));
      if (kind) return { kind, path: stack.map((f) => (f.array ? String(f.index) : (JSON.parse(text.slice(f.keyStart, f.keyEnd)) as string))) };
    } else {
      if (c === 0x7b) stack.push({ array: false, index: 0, keyStart: -1, keyEnd: -1, expectKey: true });
      else if (c === 0x5b) stack.push({ array: true, index: 0, keyStart: -1, keyEnd: -1, expectKey: false });
      else if (c === 0x7d || c === 0x5d) stack.pop();
      else if (c === 0x2c) {
        const top = stack[stack.length - 1];
        if (top?.array) top.index++;
        else if (top) top.expectKey = true;
      } else if (c === 0x3a) stack[stack.length - 1]!.expectKey = false;
      i++;
    }
  }
  return null;
}
