import type { FormItem } from '../../schemas/form';

/**
 * The field type guessed from a field's Chinese name, for pasted names. The first rule whose word
 * the name contains wins, so the order matters (是否 before 日期: 「是否延期日期」 is still a yes/no).
 * docs/designer.md lists the same table.
 */
export interface TypeRule {
  type: string;
  /** words looked for in the name */
  words: readonly string[];
  /** where the word must sit: anywhere (default), at the start or at the end */
  at?: 'start' | 'end';
  /** extra properties a field of this guess starts with */
  extra?: Partial<FormItem>;
  /** a region pair: a child following a parent of the same dictionary is linked to it */
  region?: 'parent' | 'child';
}

/** The region dictionary (fixtures) holds provinces with their cities as children. */
const REGION = 'region';

export const TYPE_RULES: readonly TypeRule[] = [
  { type: 'switch-2', words: ['是否'], at: 'start' },
  { type: 'attachment', words: ['附件', '上传', '扫描件'] },
  { type: 'daterange', words: ['起止', '期限'] },
  { type: 'datepicker', words: ['日期', '时间', '年月'] },
  { type: 'textarea', words: ['说明', '备注', '描述', '简介', '意见', '情况', '内容', '原因'] },
  { type: 'number', words: ['金额', '数量', '人数', '面积', '价格', '单价', '总价', '费用', '资金', '天数', '年限', '个数', '比例', '得分', '分数', '评分', '年龄', '工期'] },
  { type: 'select', words: ['省', '省份'], at: 'end', extra: { code: REGION }, region: 'parent' },
  { type: 'select-link', words: ['市', '城市', '区县'], at: 'end', extra: { code: REGION }, region: 'child' },
  { type: 'select', words: ['类型', '类别', '方式', '等级', '级别', '性别', '状态', '性质'], at: 'end' },
];

const matches = (name: string, rule: TypeRule) =>
  rule.words.some((w) => (rule.at === 'start' ? name.startsWith(w) : rule.at === 'end' ? name.endsWith(w) : name.includes(w)));

/** The rule for `name`, or undefined (a plain text field). */
export const ruleFor = (name: string): TypeRule | undefined => TYPE_RULES.find((r) => matches(name, r));

/** The guessed type of a field named `name` (default `text`). */
export const guessType = (name: string): string => ruleFor(name)?.type ?? 'text';
