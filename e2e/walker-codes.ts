import fs from 'node:fs';

/**
 * The codes of the demo data a user must never read where a name or label belongs (issue 45
 * acceptance 2). A visible text — a text node, or the value of a visible input — is a code leak
 * when, trimmed, it IS one of these codes, or is one followed by a space and a Chinese word (a chart
 * column `pf 合计`):
 * - field codes: the value codes of the demo dictionaries (`330100`, `fwjz`, `sg`) and the demo
 *   enterprises' ids (`ent-001`), the bianma of every field of the demo nodes (`qymc`, `pf`);
 * - system codes: every demo system's gnCoding (`credit_eval`).
 * Codes that are also a label somewhere (the grades AAA … C) and numeric codes of fewer than six
 * digits (01 … 10, which a pager or a day of a calendar shows as itself) are left out: they cannot be
 * told from ordinary text. The configuration pages (CODES_ARE_CONTENT) show codes on purpose.
 */
const read = (rel: string) => JSON.parse(fs.readFileSync(new URL(rel, import.meta.url), 'utf8')) as unknown;
const dir = (rel: string) => fs.readdirSync(new URL(rel, import.meta.url)).map((f) => `${rel}/${f}`);

interface Option {
  label: string;
  value: string;
  children?: Option[];
}

function options(list: Option[], out: Option[] = []): Option[] {
  for (const o of list) {
    out.push(o);
    if (o.children) options(o.children, out);
  }
  return out;
}

/** Every `"key": "string"` in a JSON value, for the given keys. */
function stringsOf(value: unknown, key: string, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) stringsOf(v, key, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === key && typeof v === 'string') out.push(v);
      else stringsOf(v, key, out);
    }
  }
  return out;
}

function buildCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  const dictionaryOptions = dir('../fixtures/dictionary').flatMap((f) => options((read(f) as { options?: Option[] }).options ?? []));
  const labels = new Set(dictionaryOptions.map((o) => o.label));
  const add = (code: string, kind: string) => {
    if (!code || labels.has(code) || (/^\d+$/.test(code) && code.length < 6)) return;
    if (!codes.has(code)) codes.set(code, kind);
  };
  for (const o of dictionaryOptions) add(String(o.value), '字段编码（字典值）');
  for (const e of read('../fixtures/enterprises.json') as Array<{ id: string }>) add(e.id, '字段编码（企业编号）');
  for (const f of dir('../fixtures/nodes').filter((f) => f.endsWith('.json'))) for (const b of stringsOf(read(f), 'bianma')) add(b, '字段编码（字段 bianma）');
  for (const f of dir('../fixtures/systems')) add((read(f) as { system: { gnCoding: string } }).system.gnCoding, '系统编码（gnCoding）');
  return codes;
}

/** Code → what kind of code it is. */
export const DEMO_CODES: ReadonlyMap<string, string> = buildCodes();

/** The configuration pages (developers' and the product centre's): codes are what they edit. */
export const CODES_ARE_CONTENT = ['/system/setUpList', '/system/menuSetUp', '/system/echartsSetting', '/system/dictionaries', '/system/styleTemplate', '/system/setTypeCard', '/system/allSystem', '/configPage/productConfig'];

/** The code leaks among visible texts: `text (kind)`. */
export function codeLeaks(texts: readonly string[]): string[] {
  const found: string[] = [];
  for (const raw of texts) {
    const text = raw.trim();
    const head = /^(\S+)\s+[\u4e00-\u9fff]/.exec(text)?.[1];
    for (const candidate of [text, head]) {
      const kind = candidate ? DEMO_CODES.get(candidate) : undefined;
      if (kind) {
        found.push(`「${text}」（${kind}）`);
        break;
      }
    }
  }
  return [...new Set(found)];
}
