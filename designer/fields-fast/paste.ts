import { fieldTraits } from '../../schemas/field-types';
import { NO, YES } from './build';
import { guessType } from './guess-type';
import { HINT_EXAMPLES, hintFor, type TypeHint } from './hints';

/**
 * Names pasted from a spreadsheet or a list: one per line or tab-separated (a copied row or
 * column), also 、，; separated. A leading or trailing * (the usual required mark) makes the
 * field required; a trailing colon is dropped (names copied from a paper form).
 */
export interface PastedName {
  name: string;
  required: boolean;
}

/** The longest name a field may have (FormItem.name). */
const MAX_NAME = 128;

export function parseNames(text: string): PastedName[] {
  return text
    .split(/[\r\n\t、，,;；]+/)
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((raw) => {
      const required = /^[*＊]|[*＊]$/.test(raw);
      const name = raw.replace(/^[*＊\s]+|[*＊\s]+$/g, '').replace(/[:：]+$/, '').trim().slice(0, MAX_NAME);
      return { name, required };
    })
    .filter((p) => p.name);
}

/** `当 是否联合体=是 时显示并必填`: the other field (by its pasted name), the test, the effect. */
export interface PastedCondition {
  /** index (in `fields`) of the field whose value is tested */
  field: number;
  op: 'eq' | 'ne';
  /** the value as typed (是/否 and option labels are turned into values by the builder) */
  value: string;
  show: boolean;
  hide: boolean;
  required: boolean;
  readOnly: boolean;
}

/** One pasted field with the hints its line gave. */
export interface PastedField extends PastedName {
  /** the text line it came from (1-based), for messages */
  line: number;
  type?: TypeHint;
  options?: string[];
  regex?: string;
  regexMessage?: string;
  condition?: PastedCondition;
}

export interface PasteResult {
  fields: PastedField[];
  /** 第N行：… — while any is present nothing is added */
  errors: string[];
}

const COLON = /[:：]/;
const REQUIRED = /^[*＊]+|[*＊]+$/g;
/** a line with any of these is read with the hint grammar, as one field */
const HINTED = /[:：]\s*\S|[|｜/／=＝]/;
/** ` /^[A-Z]{2}\d{6}$/ 提示`: a regex needs a space before it, its prompt has no slash */
const REGEX = /(?:^|\s)\/(\S(?:.*\S)?)\/([a-z]*)(?:\s+([^/]*))?$/;
const CONDITION = /^当\s*(.+?)\s*(!=|≠|不等于|=|＝|等于)\s*(.+?)\s*时\s*(.+)$/;
const EFFECT_WORDS = /显示|隐藏|必填|只读|并|且|和|、|，|,|\s/g;

interface Raw {
  line: number;
  text: string;
}

/**
 * THE parser of a paste (docs/designer.md "粘贴字段的写法"). A line is one field:
 * `[*]名称[*] [类型] [/正则/ 提示] [：选项1/选项2… | ：当 字段=值 时显示并必填]`, the type also as
 * `名称（类型）` or `名称｜类型`. A line with no hint is read as before: tabs and 、，; separate
 * several names. A wrong or ambiguous line gives a message naming it and the paste adds nothing.
 */
export function parsePaste(text: string): PasteResult {
  const raws: Raw[] = [];
  text.split(/\r\n|\r|\n/).forEach((lineText, i) => {
    const t = lineText.trim();
    if (!t) return;
    const pieces = HINTED.test(t.replace(/[:：]+\s*$/, '')) ? [t] : t.split(/[\t、，,;；]+/);
    for (const p of pieces) if (p.trim()) raws.push({ line: i + 1, text: p.trim() });
  });
  const errors: string[] = [];
  const parsed = raws.map((r) => parseLine(r, (m) => errors.push(`第${r.line}行：${m}`)));
  const fields = parsed.filter((f): f is PastedField & { pendingCondition?: PendingCondition } => !!f);
  // conditions name other pasted fields: resolved once every line is read
  for (const f of fields) {
    const c = f.pendingCondition;
    delete f.pendingCondition;
    if (!c) continue;
    const say = (m: string) => errors.push(`第${f.line}行：${m}`);
    const found = fields.map((g, i) => (g.name === c.name ? i : -1)).filter((i) => i >= 0);
    if (found.length === 0) say(`条件中的字段「${c.name}」不存在`);
    else if (found.length > 1) say(`条件中的字段「${c.name}」有 ${found.length} 个同名字段，请先改成不同的名称`);
    else if (fields[found[0]] === f) say('条件中的字段不能是本字段');
    else if (valueProblem(fields[found[0]], c.value)) say(valueProblem(fields[found[0]], c.value)!);
    else f.condition = { ...c.effect, field: found[0], op: c.op, value: c.value };
  }
  return { fields, errors };
}

/** Why `value` cannot be a value of the pasted field `target` (its choices, or 是/否 of a yes/no). */
function valueProblem(target: PastedField, value: string): string | undefined {
  if (target.options) return target.options.includes(value) ? undefined : `「${target.name}」没有选项「${value}」（可选：${target.options.join('、')}）`;
  const type = target.type?.type ?? guessType(target.name);
  if (fieldTraits(type)?.valueType === 'boolean' && !YES.includes(value) && !NO.includes(value)) return `「${target.name}」是开关，条件的取值应为 是 或 否`;
  return undefined;
}

interface PendingCondition {
  name: string;
  op: 'eq' | 'ne';
  value: string;
  effect: Omit<PastedCondition, 'field' | 'op' | 'value'>;
}

function parseLine({ line, text }: Raw, fail: (message: string) => void): (PastedField & { pendingCondition?: PendingCondition }) | undefined {
  let rest = text;
  let required = false;
  const dropRequired = (s: string) => {
    if (/^[*＊]|[*＊]$/.test(s.trim())) required = true;
    return s.trim().replace(REQUIRED, '').trim();
  };
  rest = dropRequired(rest);
  const field: PastedField & { pendingCondition?: PendingCondition } = { name: '', required: false, line };

  // what follows the first colon: options or a condition (a regex before it may hold a colon: (?:…))
  let head = rest;
  let tail = '';
  const regexAt = rest.search(/\s\/\S/);
  const colonAt = rest.search(COLON);
  if (colonAt >= 0 && (regexAt < 0 || colonAt < regexAt)) {
    head = rest.slice(0, colonAt);
    tail = rest.slice(colonAt + 1).trim();
  }
  const regex = REGEX.exec(head);
  if (regex) {
    head = head.slice(0, regex.index);
    try {
      new RegExp(regex[1], regex[2]);
    } catch {
      fail(`正则表达式 /${regex[1]}/ 写法有误`);
      return undefined;
    }
    if (regex[2]) {
      // the field's regex is a pattern without flags (FormItem.regex)
      fail(`正则表达式不支持标志「${regex[2]}」，请去掉末尾的字母`);
      return undefined;
    }
    field.regex = regex[1];
    if (regex[3]?.trim()) field.regexMessage = regex[3].trim();
  }
  head = dropRequired(head);

  // the type: 名称｜类型, 名称（类型）, or 名称 类型 (a last word that is no type stays in the name)
  const types: TypeHint[] = [];
  const typeWords: string[] = [];
  const bar = head.split(/[|｜]/);
  if (bar.length > 2) {
    fail('「｜」只能出现一次：名称｜类型');
    return undefined;
  }
  if (bar.length === 2) {
    const hint = hintFor(bar[1]);
    if (!hint) {
      fail(`类型「${bar[1].trim()}」无法识别，可写 ${HINT_EXAMPLES} 或字段类型的名称`);
      return undefined;
    }
    types.push(hint);
    typeWords.push(bar[1].trim());
    head = bar[0];
  }
  const paren = /[（(]([^（）()]+)[）)]\s*$/.exec(head.trim());
  if (paren && hintFor(paren[1])) {
    types.push(hintFor(paren[1])!);
    typeWords.push(paren[1].trim());
    head = head.trim().slice(0, paren.index);
  }
  const words = head.trim().split(/\s+/);
  while (words.length > 1 && hintFor(words[words.length - 1])) {
    const word = words.pop()!;
    types.push(hintFor(word)!);
    typeWords.push(word);
  }
  if (types.length > 1) {
    fail(`写了多个类型（${typeWords.reverse().join('、')}），请只写一个`);
    return undefined;
  }
  field.type = types[0];
  field.name = dropRequired(words.join(' '));
  field.required = required;
  if (!field.name) {
    fail('缺少字段名称');
    return undefined;
  }
  if (field.name.length > 128) {
    fail('字段名称不能超过 128 个字');
    return undefined;
  }

  if (tail) {
    const cond = CONDITION.exec(tail);
    if (cond) {
      const effectText = cond[4];
      const effect = { show: /显示/.test(effectText), hide: /隐藏/.test(effectText), required: /必填/.test(effectText), readOnly: /只读/.test(effectText) };
      const leftover = effectText.replace(EFFECT_WORDS, '');
      if (leftover || !(effect.show || effect.hide || effect.required || effect.readOnly)) {
        fail(`条件的效果「${effectText}」无法识别，可写 显示、隐藏、必填、只读（可用“并”连接）`);
        return undefined;
      }
      if (effect.show && effect.hide) {
        fail('条件的效果不能既显示又隐藏');
        return undefined;
      }
      const op = /!=|≠|不等于/.test(cond[2]) ? 'ne' : 'eq';
      field.pendingCondition = { name: cond[1].replace(/^[「『"“]|[」』"”]$/g, ''), op, value: cond[3].replace(/^[「『"“]|[」』"”]$/g, ''), effect };
    } else if (/^当/.test(tail)) {
      fail('条件应写成：当 字段=值 时显示（或 隐藏、必填、只读）');
      return undefined;
    } else {
      const options = tail.split(/\s*[/／、，,;；]\s*/).map((o) => o.trim()).filter(Boolean);
      if (options.length < 2) {
        fail('冒号后应为选项（至少两个，用 / 分隔）或条件（当 字段=值 时显示）');
        return undefined;
      }
      const twice = options.find((o, i) => options.indexOf(o) !== i);
      if (twice) {
        fail(`选项「${twice}」重复`);
        return undefined;
      }
      if (field.type && !fieldTraits(field.type.type)?.options) {
        fail(`「${typeWords[0]}」类型不能带选项`);
        return undefined;
      }
      field.options = options;
    }
  }
  return field;
}
