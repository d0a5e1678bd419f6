/** The result of reading the JSON view's text. */
export type ParsedText = { ok: true; value: unknown } | { ok: false; message: string; line?: number; column?: number };

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** Parses the text; a failure says where, in Chinese, so the user can find it. */
export function parseJsonText(text: string): ParsedText {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    const raw = e instanceof Error ? e.message : String(e);
    const lc = raw.match(/line (\d+) column (\d+)/);
    const pos = raw.match(/position (\d+)/);
    const where = lc ? { line: Number(lc[1]), column: Number(lc[2]) } : pos ? lineColumn(text, Number(pos[1])) : text.trim() ? lineColumn(text, text.length) : undefined;
    const message = text.trim() ? 'JSON 语法错误' : '内容为空';
    return { ok: false, message: where ? `${message}（第 ${where.line} 行第 ${where.column} 列）` : message, ...where };
  }
}

/** The config as the JSON view shows it. */
export const prettyJson = (value: unknown): string => JSON.stringify(value, null, 2);

/** Same JSON value (key order included: the text is what the user sees). */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
