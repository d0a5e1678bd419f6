import { describe, expect, it } from 'vitest';
import type { FieldOption } from '../../schemas/form';
import type { DictionaryDetail, DictionarySummary } from '../../schemas/dictionary-manager';
import type { DictRef } from '../dictionaries/api';
import { buildFields, type FieldDraft } from './build';
import { fieldTraits } from '../../schemas/field-types';
import { describePlan, makeDictionaries, planDictionaries, wantedDictionaries, withDictionaries } from './paste-dictionaries';

const TYPES: FieldOption[] = [
  { label: '房屋建筑', value: 'fwjz' },
  { label: '市政', value: 'sz' },
  { label: '水利', value: 'sl' },
];

/** A dictionary store in memory: `fail` refuses creating that code. */
function store(existing: Array<DictionaryDetail>, fail?: string) {
  const dicts = [...existing];
  const calls: string[] = [];
  const api = {
    list: async () => dicts.map((d) => ({ systemCoding: d.systemCoding, displayCode: d.displayCode, name: d.name }) as DictionarySummary),
    detail: async (ref: DictRef) => {
      calls.push(`detail ${ref.displayCode}`);
      const d = dicts.find((x) => x.displayCode === ref.displayCode && x.systemCoding === ref.systemCoding);
      if (!d) throw new Error('字典不存在');
      return d;
    },
    create: async (body: DictRef & { name: string; items: FieldOption[] }) => {
      if (body.displayCode === fail) throw new Error('无权修改全局设置');
      const d = { ...body, version: 1 };
      dicts.push(d);
      calls.push(`create ${body.displayCode}`);
      return d;
    },
    remove: async (ref: DictRef) => {
      calls.push(`remove ${ref.displayCode}`);
      dicts.splice(dicts.findIndex((d) => d.displayCode === ref.displayCode), 1);
    },
  };
  return { dicts, calls, api };
}

const paste = (...lines: Array<[string, string[]?]>) => {
  const drafts: FieldDraft[] = lines.map(([name, options]) => ({ name, type: options ? 'select' : 'text', required: false, options }));
  const items = buildFields(drafts, new Set(), fieldTraits);
  return { items, wanted: wantedDictionaries(items, drafts.map((d) => d.options)) };
};

describe('a dictionary made from pasted choices', () => {
  it('is made under the field code and name, with the pinyin-valued items; the field then names it', async () => {
    const { items, wanted } = paste(['项目名称'], ['项目类型', ['房屋建筑', '市政', '水利']]);
    const s = store([]);
    const plans = await planDictionaries(wanted, s.api);
    expect(plans).toEqual([{ code: 'xmlx', name: '项目类型', items: TYPES, action: 'make', fields: ['xmlx'] }]);
    expect(describePlan(plans)).toBe('将新建字典 「项目类型」（xmlx：房屋建筑/市政/水利）');
    const fields = withDictionaries(items, plans);
    expect(fields[1]).toMatchObject({ bianma: 'xmlx', type: 'select', code: 'xmlx' });
    expect(fields[1].options).toBeUndefined();
    expect(fields[0]).toBe(items[0]);
    await makeDictionaries(plans, s.api);
    expect(s.dicts).toEqual([{ displayCode: 'xmlx', systemCoding: '', name: '项目类型', items: TYPES, version: 1 }]);
  });

  it('reuses a shared dictionary of that code with the same items, and makes nothing', async () => {
    const { wanted } = paste(['项目类型', ['房屋建筑', '市政', '水利']]);
    const s = store([{ displayCode: 'xmlx', systemCoding: '', name: '工程类型', version: 3, items: TYPES }]);
    const plans = await planDictionaries(wanted, s.api);
    expect(plans).toEqual([{ code: 'xmlx', name: '工程类型', items: TYPES, action: 'reuse', fields: ['xmlx'] }]);
    expect(describePlan(plans)).toBe('沿用已有字典 「工程类型」（xmlx：房屋建筑/市政/水利）');
    await makeDictionaries(plans, s.api);
    expect(s.calls).toEqual(['detail xmlx']);
  });

  it('takes a free numbered code when the code holds other items or belongs to a system: never overwrites', async () => {
    const { items, wanted } = paste(['项目类型', ['房屋建筑', '市政', '水利']], ['项目星级', ['一星', '二星']]);
    const s = store([
      { displayCode: 'xmlx', systemCoding: '', name: '项目类型', version: 1, items: [{ label: '房屋建筑', value: 'fwjz' }, { label: '市政', value: 'sz' }] },
      { displayCode: 'xmlx2', systemCoding: 'credit_eval', name: '别的', version: 1, items: TYPES },
      { displayCode: 'xmxj', systemCoding: 'credit_eval', name: '星级', version: 1, items: [{ label: '一星', value: 'yx' }, { label: '二星', value: 'ex' }] },
    ]);
    const plans = await planDictionaries(wanted, s.api);
    expect(plans.map((p) => [p.code, p.action, p.fields])).toEqual([
      ['xmlx3', 'make', ['xmlx']],
      ['xmxj2', 'make', ['xmxj']],
    ]);
    expect(withDictionaries(items, plans).map((i) => i.code)).toEqual(['xmlx3', 'xmxj2']);
    await makeDictionaries(plans, s.api);
    expect(s.dicts.find((d) => d.displayCode === 'xmlx')?.items).toHaveLength(2);
  });

  it('a numbered code does not take the code of another field of the paste', async () => {
    // 项目类型 → xmlx (taken, other items) → xmlx2, which is the second 项目类型's own code
    const { wanted } = paste(['项目类型', ['甲', '乙']], ['项目类型', ['丙', '丁']]);
    const plans = await planDictionaries(wanted, store([{ displayCode: 'xmlx', systemCoding: '', name: '项目类型', version: 1, items: TYPES }]).api);
    expect(plans.map((p) => [p.code, p.fields])).toEqual([
      ['xmlx2', ['xmlx']],
      ['xmlx22', ['xmlx2']],
    ]);
  });

  it('the sample choices of a bare choice type make no dictionary', () => {
    expect(paste(['招标方式', []], ['项目类型']).wanted).toEqual([]);
    const drafts: FieldDraft[] = [{ name: '招标方式', type: 'select', required: false }];
    expect(wantedDictionaries(buildFields(drafts, new Set(), fieldTraits), [undefined])).toEqual([]);
  });

  it('a refusal deletes the ones made so far and names the dictionary', async () => {
    const { wanted } = paste(['项目类型', ['房屋建筑', '市政', '水利']], ['项目星级', ['一星', '二星']]);
    const s = store([], 'xmxj');
    const plans = await planDictionaries(wanted, s.api);
    await expect(makeDictionaries(plans, s.api)).rejects.toThrow('新建字典「项目星级」（xmxj）失败：无权修改全局设置');
    expect(s.dicts).toEqual([]);
    expect(s.calls).toEqual(['create xmlx', 'remove xmlx']);
  });
});
