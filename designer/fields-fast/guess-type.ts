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
  /**
   * a region level (the region dictionary holds 省 → 市 → 区县): a city is linked to the province
   * before it, a district to the city before it, making a linked pair or triple
   */
  region?: 'province' | 'city' | 'district';
}

/** The region dictionary (fixtures/dictionary/region.json): provinces, their cities, their districts. */
const REGION = 'region';

export const TYPE_RULES: readonly TypeRule[] = [
  { type: 'switch-2', words: ['是否'], at: 'start' },
  { type: 'attachment', words: ['附件', '上传', '扫描件'] },
  { type: 'daterange', words: ['起止', '期限'] },
  { type: 'datepicker', words: ['日期', '时间', '年月'] },
  { type: 'textarea', words: ['说明', '备注', '描述', '简介', '意见', '情况', '内容', '原因'] },
  // an amount keeps two decimals (the number field's precision); an ID number is checked by its validator
  { type: 'number', words: ['金额', '价格', '单价', '总价', '费用', '资金', '资本', '造价'], extra: { precision: 2 } },
  { type: 'text', words: ['身份证'], extra: { validator: 'idCard' } },
  { type: 'text', words: ['统一社会信用代码', '信用代码'], extra: { validator: 'uscc' } },
  { type: 'text', words: ['固定电话', '座机'], extra: { validator: 'landline' } },
  // 电话 mostly means a mobile number (SMS notices); a landline is chosen in the panel's 校验方式
  { type: 'text', words: ['手机', '电话'], extra: { validator: 'mobile' } },
  { type: 'text', words: ['邮箱'], extra: { validator: 'email' } },
  { type: 'number', words: ['数量', '人数', '面积', '天数', '年限', '个数', '比例', '得分', '分数', '评分', '年龄', '工期'] },
  { type: 'select', words: ['省', '省份'], at: 'end', extra: { code: REGION }, region: 'province' },
  { type: 'select-link', words: ['区县', '县区', '区（县）', '区(县)', '所在区', '所在县'], at: 'end', extra: { code: REGION }, region: 'district' },
  { type: 'select-link', words: ['市', '城市'], at: 'end', extra: { code: REGION }, region: 'city' },
  { type: 'select', words: ['类型', '类别', '方式', '等级', '级别', '性别', '状态', '性质'], at: 'end' },
];

const matches = (name: string, rule: TypeRule) =>
  rule.words.some((w) => (rule.at === 'start' ? name.startsWith(w) : rule.at === 'end' ? name.endsWith(w) : name.includes(w)));

/** The rule for `name`, or undefined (a plain text field). */
export const ruleFor = (name: string): TypeRule | undefined => TYPE_RULES.find((r) => matches(name, r));

/** The guessed type of a field named `name` (default `text`). */
export const guessType = (name: string): string => ruleFor(name)?.type ?? 'text';
