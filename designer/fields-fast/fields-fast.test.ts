import { describe, expect, it } from 'vitest';
import { check } from '../../schemas/validate';
import { FormConfig, FormItem } from '../../schemas/form';
import { fieldTraits } from '../../schemas/field-types';
import { formSemantics } from '../../schemas/page-kinds/form/problems';
import { buildFields, copyFields } from './build';
import { initialsOf, isAutoCode, proposeCode } from './codes';
import { guessType } from './guess-type';
import { parseNames, parsePaste } from './paste';
import { hintFor } from './hints';

/** the traits every layer knows of a type */
const traits = fieldTraits;

describe('codes from Chinese names', () => {
  it('takes the pinyin initials, lower case, ASCII kept', () => {
    expect(initialsOf('企业名称')).toBe('qymc');
    expect(initialsOf('统一社会信用代码')).toBe('tyshxydm');
    expect(initialsOf('重庆市A区')).toBe('cqsaq');
    expect(initialsOf('2024年产值')).toBe('f2024ncz');
    expect(initialsOf('（）？')).toBe('field');
  });
  it('is unique within the node: qymc, qymc2, qymc3', () => {
    expect(proposeCode('企业名称', new Set())).toBe('qymc');
    expect(proposeCode('企业名称', new Set(['qymc']))).toBe('qymc2');
    expect(proposeCode('企业名册', new Set(['qymc', 'qymc2']))).toBe('qymc3');
  });
  it('every proposal is a valid bianma', () => {
    for (const name of ['企业名称', '是否 联合体', 'a.b[0]', '金额（万元）', '备注：']) {
      const item = { bianma: proposeCode(name, new Set()), name, type: 'text' };
      expect(item.bianma).toMatch(/^[a-z][a-z0-9]*$/);
      expect(check(FormItem, item).ok).toBe(true);
      expect(formSemantics({ kind: 'form', groups: [{ key: 'g', title: '', items: [item] }] })).toEqual([]);
    }
  });
  it('tells a designer-made code from a hand-edited one', () => {
    expect(isAutoCode('text_3', 'text', '单行文本3', new Set())).toBe(true);
    expect(isAutoCode('qymc', 'text', '企业名称', new Set())).toBe(true);
    expect(isAutoCode('qymc2', 'text', '企业名称', new Set(['qymc']))).toBe(true);
    expect(isAutoCode('companyName', 'text', '企业名称', new Set())).toBe(false);
  });
});

describe('types guessed from names', () => {
  it.each([
    ['成立日期', 'datepicker'],
    ['开标时间', 'datepicker'],
    ['合同金额', 'number'],
    ['从业人数', 'number'],
    ['建筑面积', 'number'],
    ['是否联合体', 'switch-2'],
    ['情况说明', 'textarea'],
    ['备注', 'textarea'],
    ['营业执照附件', 'attachment'],
    ['所在省', 'select'],
    ['所在城市', 'select-link'],
    ['所在区县', 'select-link'],
    ['联系电话', 'text'],
    ['招标方式', 'select'],
    ['企业名称', 'text'],
  ])('%s → %s', (name, type) => expect(guessType(name)).toBe(type));
});

describe('pasted names', () => {
  it('reads lines, tabs and list commas; * marks required', () => {
    expect(parseNames('企业名称\t*联系电话\r\n\n成立日期：\n  备注 *  ')).toEqual([
      { name: '企业名称', required: false },
      { name: '联系电话', required: true },
      { name: '成立日期', required: false },
      { name: '备注', required: true },
    ]);
    expect(parseNames('甲、乙，丙')).toHaveLength(3);
    expect(parseNames(' \n\t ')).toEqual([]);
  });
});

describe('buildFields', () => {
  it('proposes unique codes, links a city to the province before it, gives choices', () => {
    const items = buildFields(
      [
        { name: '企业名称', type: 'text', required: true },
        { name: '企业名称', type: 'text', required: false },
        { name: '所在省', type: 'select', required: false },
        { name: '所在市', type: 'select-link', required: false },
        { name: '招标方式', type: 'radio', required: false },
        { name: '附件', type: 'attachment', required: false },
      ],
      new Set(['qymc']),
      traits,
    );
    expect(items.map((i) => i.bianma)).toEqual(['qymc2', 'qymc3', 'szs', 'szs2', 'zbfs', 'fileList']);
    expect(items[0].required).toBe(1);
    expect(items[2]).toMatchObject({ code: 'region', childNode: 'szs2' });
    expect(items[2].options).toBeUndefined();
    expect(items[3]).toMatchObject({ code: 'region', parentNode: 'szs' });
    expect(items[4].options?.list).toHaveLength(2);
    const form = { kind: 'form', groups: [{ key: 'g', title: '', items }] };
    expect(check(FormConfig, form).ok).toBe(true);
    expect(formSemantics(form)).toEqual([]);
  });
  it('links 省 → 市 → 区县 as a triple over the region dictionary', () => {
    const d = (name: string) => ({ name, type: guessType(name), required: false });
    const items = buildFields([d('所在省'), d('所在市'), d('所在区县')], new Set(), traits);
    expect(items.map((i) => [i.bianma, i.type, i.code, i.parentNode, i.childNode])).toEqual([
      ['szs', 'select', 'region', undefined, 'szs2'],
      ['szs2', 'select-link', 'region', 'szs', 'szqx'],
      ['szqx', 'select-link', 'region', 'szs2', undefined],
    ]);
    expect(formSemantics({ kind: 'form', groups: [{ key: 'g', title: '', items }] })).toEqual([]);
  });
  it('recognises the obvious from names: amounts with two decimals, phone, ID and credit-code checks', () => {
    const d = (name: string) => ({ name, type: guessType(name), required: false });
    const items = buildFields([d('合同金额'), d('联系电话'), d('负责人手机'), d('法人身份证号'), d('统一社会信用代码'), d('从业人数')], new Set(), traits);
    expect(items.map((i) => [i.name, i.type, i.precision, i.validator])).toEqual([
      ['合同金额', 'number', 2, undefined],
      ['联系电话', 'text', undefined, 'mobile'],
      ['负责人手机', 'text', undefined, 'mobile'],
      ['法人身份证号', 'text', undefined, 'idCard'],
      ['统一社会信用代码', 'text', undefined, 'uscc'],
      ['从业人数', 'number', undefined, undefined],
    ]);
  });
  it('a paste with hints makes ordinary properties: type, choices with pinyin values, regex, a conditional rule', () => {
    const { fields, errors } = parsePaste(
      ['注册资本 金额', '*项目类型：房屋建筑/市政/水利/三防', '编号 /^[A-Z]{2}\\d{6}$/ 请输入两位大写字母加六位数字', '是否联合体', '联合体牵头单位：当 是否联合体=是 时显示并必填', '水利说明：当 项目类型=水利 时必填'].join('\n'),
    );
    expect(errors).toEqual([]);
    const drafts = fields.map((f) => ({ ...f, type: f.type?.type ?? (f.options ? 'select' : guessType(f.name)), hint: f.type }));
    const items = buildFields(drafts, new Set(), traits);
    expect(items[0]).toEqual({ bianma: 'zczb', name: '注册资本', type: 'number', required: 0, col: 12, precision: 2 });
    expect(items[1]).toEqual({
      bianma: 'xmlx',
      name: '项目类型',
      type: 'select',
      required: 1,
      col: 12,
      options: { list: [{ label: '房屋建筑', value: 'fwjz' }, { label: '市政', value: 'sz' }, { label: '水利', value: 'sl' }, { label: '三防', value: 'sf' }] },
    });
    expect(items[2]).toMatchObject({ type: 'text', regex: '^[A-Z]{2}\\d{6}$', regexMessage: '请输入两位大写字母加六位数字' });
    expect(items[4]).toMatchObject({ show: false, rules: [{ when: { field: 'sflht', op: 'eq', value: true }, then: { display: 'visible', required: true } }] });
    expect(items[5].rules).toEqual([{ when: { field: 'xmlx', op: 'eq', value: 'sl' }, then: { required: true } }]);
    const form = { kind: 'form', groups: [{ key: 'g', title: '', items }] };
    expect(check(FormConfig, form).ok).toBe(true);
    expect(formSemantics(form)).toEqual([]);
  });
  it('same pinyin initials get numbered values; a type changed in the preview drops the hint’s extras', () => {
    const [item] = buildFields([{ name: '类别', type: 'select', required: false, options: ['市政', '时政'] }], new Set(), traits);
    expect(item.options?.list?.map((o) => o.value)).toEqual(['sz', 'sz2']);
    const [changed] = buildFields([{ name: '注册资本', type: 'text', required: false, hint: hintFor('金额') }], new Set(), traits);
    expect(changed).not.toHaveProperty('precision');
  });
  it('a changed guess drops the guess’s dictionary', () => {
    const [item] = buildFields([{ name: '所在省', type: 'text', required: false }], new Set(), traits);
    expect(item).not.toHaveProperty('code');
  });
  it('copies get new codes; links among copies follow, links into the originals are not copied', () => {
    const p = { bianma: 'sf', name: '省', type: 'select', code: 'region', childNode: 'cs' };
    const c = { bianma: 'cs', name: '市', type: 'select-link', code: 'region', parentNode: 'sf' };
    expect(copyFields([p, c], new Set(['sf', 'cs']))).toEqual([
      { ...p, bianma: 'sf2', childNode: 'cs2' },
      { ...c, bianma: 'cs2', parentNode: 'sf2' },
    ]);
    expect(copyFields([p], new Set(['sf']))).toEqual([{ bianma: 'sf2', name: '省', type: 'select', code: 'region' }]);
  });
});
