import type { FormItem } from '../../schemas/form';
import { FIELD_TYPES } from '../../schemas/field-types';

/**
 * The type words a pasted line may carry after a field's name (docs/designer.md "粘贴字段的写法"):
 * `注册资本 金额`, `联系电话（手机号）`, `法人身份证｜身份证`. Each makes ordinary field properties
 * (a type, a named validator, decimals), so the panels show and change them afterwards.
 */
export interface TypeHint {
  type: string;
  /** properties the field starts with while it keeps this type */
  extra?: Partial<FormItem>;
}

/** The words a person types; the palette's labels (单行文本, 单选下拉 …) are accepted too. */
const WORDS: Record<string, TypeHint> = {
  日期: { type: 'datepicker' },
  日期时间: { type: 'datetime' },
  日期范围: { type: 'daterange' },
  金额: { type: 'number', extra: { precision: 2 } },
  整数: { type: 'number' },
  数字: { type: 'number' },
  手机: { type: 'text', extra: { validator: 'mobile' } },
  手机号: { type: 'text', extra: { validator: 'mobile' } },
  手机号码: { type: 'text', extra: { validator: 'mobile' } },
  固定电话: { type: 'text', extra: { validator: 'landline' } },
  身份证: { type: 'text', extra: { validator: 'idCard' } },
  身份证号: { type: 'text', extra: { validator: 'idCard' } },
  身份证号码: { type: 'text', extra: { validator: 'idCard' } },
  统一社会信用代码: { type: 'text', extra: { validator: 'uscc' } },
  信用代码: { type: 'text', extra: { validator: 'uscc' } },
  邮箱: { type: 'text', extra: { validator: 'email' } },
  电子邮箱: { type: 'text', extra: { validator: 'email' } },
  文本: { type: 'text' },
  下拉: { type: 'select' },
  单选: { type: 'radio' },
  多选: { type: 'checkbox' },
  是否: { type: 'switch-2' },
  附件: { type: 'attachment' },
};

/** The hint a word names, or undefined (then the word is part of the name). */
export function hintFor(word: string): TypeHint | undefined {
  const w = word.trim();
  if (Object.hasOwn(WORDS, w)) return WORDS[w];
  const byLabel = Object.entries(FIELD_TYPES).find(([, t]) => t.label === w);
  return byLabel ? { type: byLabel[0] } : undefined;
}

/** The words listed in messages and docs. */
export const HINT_EXAMPLES = '日期、金额、手机号、身份证、统一社会信用代码';
