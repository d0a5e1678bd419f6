import { describe, expect, it } from 'vitest';
import { parseNames, parsePaste } from './paste';

const names = (text: string) => parsePaste(text).fields.map((f) => [f.name, f.required]);

describe('parsePaste: the old names-only paste', () => {
  it('reads lines, tabs and list commas as before; * marks required; a trailing colon is dropped', () => {
    const text = '企业名称\t*联系电话\r\n\n成立日期：\n  备注 *  \n甲、乙，丙;丁\n是否 联合体';
    expect(parsePaste(text).errors).toEqual([]);
    expect(names(text)).toEqual(parseNames(text).map((p) => [p.name, p.required]));
    expect(names(text)).toEqual([
      ['企业名称', false],
      ['联系电话', true],
      ['成立日期', false],
      ['备注', true],
      ['甲', false],
      ['乙', false],
      ['丙', false],
      ['丁', false],
      ['是否 联合体', false],
    ]);
    expect(parsePaste('金额（万元）').fields[0]).toEqual({ name: '金额（万元）', required: false, line: 1, type: undefined });
    expect(parsePaste(' \n\t ')).toEqual({ fields: [], errors: [] });
  });
});

describe('parsePaste: hints after the name', () => {
  it('a type: after a space, in brackets (full or half width) or after ｜', () => {
    const { fields, errors } = parsePaste('注册资本 金额\n联系电话（手机号）\n法人身份证号(身份证)\n*统一代码｜统一社会信用代码\n成立 日期 *\n备用电话|单行文本');
    expect(errors).toEqual([]);
    expect(fields.map((f) => [f.name, f.required, f.type])).toEqual([
      ['注册资本', false, { type: 'number', extra: { precision: 2 } }],
      ['联系电话', false, { type: 'text', extra: { validator: 'mobile' } }],
      ['法人身份证号', false, { type: 'text', extra: { validator: 'idCard' } }],
      ['统一代码', true, { type: 'text', extra: { validator: 'uscc' } }],
      ['成立', true, { type: 'datepicker' }],
      ['备用电话', false, { type: 'text' }],
    ]);
  });
  it('options after a colon, / separated (full-width too)', () => {
    const { fields, errors } = parsePaste('*项目类型：房屋建筑/市政／水利\n学历: 本科 / 硕士');
    expect(errors).toEqual([]);
    expect(fields.map((f) => [f.name, f.required, f.options])).toEqual([
      ['项目类型', true, ['房屋建筑', '市政', '水利']],
      ['学历', false, ['本科', '硕士']],
    ]);
  });
  it('a regex with its prompt', () => {
    const [f] = parsePaste('编号 /^[A-Z]{2}\\d{6}$/ 请输入两位大写字母加六位数字').fields;
    expect(f).toMatchObject({ name: '编号', regex: '^[A-Z]{2}\\d{6}$', regexMessage: '请输入两位大写字母加六位数字' });
    expect(parsePaste('代码 /^(?:A|B)\\d+$/').fields[0]).toMatchObject({ name: '代码', regex: '^(?:A|B)\\d+$' });
  });
  it('a condition on another pasted field, by its name', () => {
    const { fields, errors } = parsePaste('是否联合体\n联合体牵头单位：当 是否联合体=是 时显示并必填\n项目类型：房屋建筑/市政\n市政说明：当 项目类型＝市政 时必填');
    expect(errors).toEqual([]);
    expect(fields[1].condition).toEqual({ field: 0, op: 'eq', value: '是', show: true, hide: false, required: true, readOnly: false });
    expect(fields[3].condition).toMatchObject({ field: 2, op: 'eq', value: '市政', show: false, required: true });
    expect(parsePaste('是否联合体\n备注：当 是否联合体≠是 时隐藏').fields[1].condition).toMatchObject({ op: 'ne', hide: true });
  });
});

describe('parsePaste: wrong and ambiguous lines name their line', () => {
  it.each([
    ['企业名称\n是否分包\n联合体牵头单位：当 是否联合体=是 时显示并必填', '第3行：条件中的字段「是否联合体」不存在'],
    ['是否联合体\n是否联合体\n牵头单位：当 是否联合体=是 时显示', '第3行：条件中的字段「是否联合体」有 2 个同名字段，请先改成不同的名称'],
    ['牵头单位：当 牵头单位=是 时显示', '第1行：条件中的字段不能是本字段'],
    ['是否联合体\n牵头单位：当 是否联合体=也许 时显示', '第2行：「是否联合体」是开关，条件的取值应为 是 或 否'],
    ['项目类型：房屋建筑/市政\n说明：当 项目类型=水利 时必填', '第2行：「项目类型」没有选项「水利」（可选：房屋建筑、市政）'],
    ['是否联合体\n牵头单位：当 是否联合体=是 时高亮', '第2行：条件的效果「高亮」无法识别，可写 显示、隐藏、必填、只读（可用“并”连接）'],
    ['是否联合体\n牵头单位：当 是否联合体 时显示', '第2行：条件应写成：当 字段=值 时显示（或 隐藏、必填、只读）'],
    ['注册资本 金额 日期', '第1行：写了多个类型（金额、日期），请只写一个'],
    ['注册资本｜货币', '第1行：类型「货币」无法识别，可写 日期、金额、手机号、身份证、统一社会信用代码 或字段类型的名称'],
    ['备注：请填写', '第1行：冒号后应为选项（至少两个，用 / 分隔）或条件（当 字段=值 时显示）'],
    ['项目类型：市政/水利/市政', '第1行：选项「市政」重复'],
    ['开工 日期：上午/下午', '第1行：「日期」类型不能带选项'],
    ['编号 /^[A-Z{2}$/ 格式不对', '第1行：正则表达式 /^[A-Z{2}$/ 写法有误'],
    ['*｜金额', '第1行：缺少字段名称'],
  ])('%s', (text, message) => {
    const { errors } = parsePaste(text);
    expect(errors).toEqual([message]);
  });
});
