import { pinyin } from 'pinyin-pro';

/**
 * Field codes (bianma) proposed from Chinese names: the pinyin initials (企业名称 → qymc), made
 * unique within the node (qymc, qymc2 …). A proposal is always lowercase ASCII letters and digits
 * starting with a letter, so it passes the config checks (no spaces, no Formily path characters)
 * and the record data key rules.
 */

/** Longest proposal: a long label would otherwise make an unwieldy key. */
const MAX_STEM = 24;

const HAN = /\p{Script=Han}/u;

/** The pinyin initials of `name`; ASCII letters and digits are kept, anything else dropped. */
export function initialsOf(name: string): string {
  // the whole name at once: a character's reading depends on its neighbours (重庆 chongqing)
  const parts = pinyin(name.trim(), { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' });
  const out = parts.map((p) => (HAN.test(p) ? '' : p)).join('').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!out) return 'field';
  // a key starting with a digit reads as an array index in Formily paths
  return (/^[0-9]/.test(out) ? `f${out}` : out).slice(0, MAX_STEM);
}

/** `stem` if free, else stem2, stem3 … (the first copy is 2: 「企业名称」 twice → qymc, qymc2). */
export function uniqueCode(stem: string, taken: ReadonlySet<string>): string {
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`;
}

/** The code proposed for a field named `name` among the codes already `taken`. */
export function proposeCode(name: string, taken: ReadonlySet<string>): string {
  return uniqueCode(initialsOf(name), taken);
}

/** The stem of a code: qymc2 → qymc (copies are numbered after their original's stem). */
export const stemOf = (code: string): string => code.replace(/\d+$/, '') || code;

/**
 * Whether `code` was made by the designer rather than typed by a person: a palette default
 * (`text_1`) or the proposal for the field's current name. Only such a code follows a rename;
 * a hand-edited code is never overwritten.
 */
export function isAutoCode(code: string, type: string, name: string, takenByOthers: ReadonlySet<string>): boolean {
  if (!code) return true;
  const paletteDefault = new RegExp(`^${type.replace(/[^A-Za-z0-9_]/g, '_')}_\\d+$`);
  // the proposal itself, or a numbered one of the same stem (a copy keeps its original's name)
  const proposal = new RegExp(`^${initialsOf(name)}\\d*$`);
  return paletteDefault.test(code) || code === proposeCode(name, takenByOthers) || proposal.test(code);
}
