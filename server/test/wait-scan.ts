/**
 * Finds waits in test helpers that could hang for ever: a promise that only an event settles, code
 * run inside a page (which answers only when the page gets round to it), a retry loop. Each must be
 * bounded by a wall-clock timer in the test process: withDeadline / settlesWithin / exitOf
 * (server/test/deadline.ts), a setTimeout inside the promise itself, Playwright's own timeout option,
 * or a `// deadline:` comment on the line or the one before saying where the bound comes from.
 */
export interface Finding {
  file: string;
  line: number;
  what: string;
}

const BOUNDED_BY = /\b(withDeadline|settlesWithin|exitOf)\(/;

/** The text from `open` (an opening parenthesis) to its closing one, strings and comments ignored roughly. */
function balanced(src: string, open: number): string {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const ch = src[i];
    if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return src.slice(open, i + 1);
  }
  return src.slice(open);
}

const lineOf = (src: string, at: number) => src.slice(0, at).split('\n').length;

/** Whether the wait at `at` is bounded: a wrapper on its line or the two before, a deadline comment, or a const given to a wrapper. */
function bounded(src: string, at: number): boolean {
  const lines = src.split('\n');
  const n = lineOf(src, at);
  const near = lines.slice(Math.max(0, n - 3), n).join('\n');
  if (BOUNDED_BY.test(near)) return true;
  if (/\/\/ deadline:/.test(lines.slice(Math.max(0, n - 2), n).join('\n'))) return true;
  const name = /(?:const|let)\s+(\w+)\s*(?::[^=]+)?=\s*[^=]*$/.exec(src.slice(src.lastIndexOf('\n', at) + 1, at))?.[1];
  return !!name && new RegExp(`\\b(withDeadline|settlesWithin|exitOf)\\(\\s*${name}\\b`).test(src);
}

export function scanWaits(file: string, src: string): Finding[] {
  const found: Finding[] = [];
  const add = (at: number, what: string) => found.push({ file, line: lineOf(src, at), what });

  for (const m of src.matchAll(/\bnew Promise\b[^(]*\(/g)) {
    const body = balanced(src, m.index + m[0].length - 1);
    // Only a timer or a wrapper bounds it; a promise that is merely resolved by hand (a gate the
    // test opens) is bounded where it is awaited, which the same rules see.
    if (/\bsetTimeout\(/.test(body)) continue;
    if (/^\(\s*\(?\s*\w+\s*\)?\s*=>\s*\(?\s*\w+\s*=\s*\w+\s*\)?\s*\)$/.test(body)) continue;
    if (!bounded(src, m.index)) add(m.index, 'new Promise settled only by an event, with no timer');
  }
  for (const m of src.matchAll(/\.(evaluate|evaluateHandle)\(\s*async\b/g)) {
    if (!bounded(src, m.index)) add(m.index, `page.${m[1]}(async …) runs until the page answers: wrap it in withDeadline`);
  }
  for (const m of src.matchAll(/\.analyze\(\)/g)) {
    if (!bounded(src, m.index)) add(m.index, 'axe analyze() runs until the page answers: wrap it in withDeadline');
  }
  for (const m of src.matchAll(/\.toPass\(/g)) {
    if (!/timeout/.test(balanced(src, m.index + m[0].length - 1))) add(m.index, 'toPass() without a timeout retries for ever');
  }
  for (const m of src.matchAll(/\bwhile\s*\(\s*true\s*\)|\bfor\s*\(\s*;\s*;\s*\)/g)) {
    if (!bounded(src, m.index)) add(m.index, 'an endless loop without a deadline');
  }
  return found;
}
