import { describe, expect, it } from 'vitest';
import type { FormItem } from './form';
import type { TableColumn } from './list';
import { dictionaryValues, labelSource, labelSources, labelSourceText, labelText, levelOptions, listLabels, optionLabels } from './column-labels';

const items: FormItem[] = [
  { bianma: 'xmmc', name: '项目名称', type: 'text' },
  { bianma: 'xmlx', name: '项目类型', type: 'select', code: 'fwlx' },
  { bianma: 'province', name: '省份', type: 'select-link', code: 'region', childNode: 'city' },
  { bianma: 'city', name: '城市', type: 'select-link', code: 'region', parentNode: 'province' },
  { bianma: 'dq', name: '地区', type: 'cascader-2', code: 'region' },
  { bianma: 'sflh', name: '是否联合体', type: 'switch-2' },
  { bianma: 'sfqy', name: '是否启用', type: 'y_n_ent' },
  { bianma: 'jb', name: '级别', type: 'radio', options: { list: [{ label: '一级', value: '1' }, { label: '二级', value: '2' }] } },
];
const col = (code: string, extra: Partial<TableColumn> = {}): TableColumn => ({ code, name: code, ...extra });

describe('labelSource: where a column takes its words', () => {
  it('a field with a dictionary code: the dictionary, at the depth of its linked parents', () => {
    expect(labelSource(col('xmlx'), items)).toMatchObject({ source: 'dictionary', displayCode: 'fwlx', level: 0 });
    expect(labelSource(col('province'), items)).toMatchObject({ source: 'dictionary', displayCode: 'region', level: 0 });
    expect(labelSource(col('city'), items)).toMatchObject({ source: 'dictionary', displayCode: 'region', level: 1 });
    expect(labelSource(col('dq'), items)).toMatchObject({ source: 'dictionary', displayCode: 'region', path: true });
  });

  it('inline options, a switch and a yes/no field: their own options', () => {
    expect(labelSource(col('jb'), items)).toMatchObject({ source: 'options', options: [{ label: '一级', value: '1' }, { label: '二级', value: '2' }] });
    expect(labelSource(col('sflh'), items)).toMatchObject({ source: 'options', options: [{ label: '是', value: 'true' }, { label: '否', value: 'false' }] });
    expect(labelSource(col('sfqy'), items)).toMatchObject({ source: 'options', options: [{ label: '是', value: '是' }, { label: '否', value: '否' }] });
  });

  it('a plain field, an unknown key or a status column: none', () => {
    expect(labelSource(col('xmmc'), items)).toBeNull();
    expect(labelSource(col('nosuch'), items)).toBeNull();
    expect(labelSource(col('xmlx', { type: 'status' }), items)).toBeNull();
  });

  it('the column reads its bianma; the setting overrides the form', () => {
    expect(labelSource(col('a', { bianma: 'xmlx' }), items)).toMatchObject({ displayCode: 'fwlx' });
    expect(labelSource(col('xmlx', { labels: { from: 'none' } }), items)).toBeNull();
    expect(labelSource(col('xmmc', { labels: { from: 'dictionary', displayCode: 'gcfl' } }), items)).toMatchObject({ source: 'dictionary', displayCode: 'gcfl', level: 0 });
    expect(labelSource(col('xmmc', { labels: { from: 'dictionary' } }), items)).toBeNull();
  });
});

describe('the labels of a page', () => {
  const rows = [
    { xmlx: 'fwjz', province: '330000', city: '330100', dq: ['330000', '330100'], sflh: true, jb: '2' },
    { xmlx: 'sz', province: '330000', city: null, dq: [], sflh: false, jb: '9' },
  ];
  const sources = labelSources([col('xmmc'), col('xmlx'), col('province'), col('city'), col('dq'), col('sflh'), col('jb')], items);

  it('asks each dictionary once, for the values on the page', () => {
    expect(dictionaryValues(sources, rows)).toEqual(
      new Map([
        ['fwlx', ['fwjz', 'sz']],
        ['region', ['330000', '330100']],
      ]),
    );
  });

  it('answers the words of the values found, and where the search takes its choices', () => {
    const dictionaries = new Map<string, Record<string, string>>([
      ['fwlx', { fwjz: '房屋建筑', sz: '市政' }],
      ['region', { '330000': '浙江省', '330100': '杭州市' }],
    ]);
    const labels = listLabels(sources, rows, dictionaries);
    expect(labels.xmlx).toEqual({ values: { fwjz: '房屋建筑', sz: '市政' }, displayCode: 'fwlx' });
    expect(labels.city).toEqual({ values: { '330100': '杭州市' }, displayCode: 'region', level: 1 });
    expect(labels.dq).toMatchObject({ path: true });
    expect(labels.sflh.values).toEqual({ true: '是', false: '否' });
    expect(labels.jb).toMatchObject({ values: { '2': '二级' }, options: items[7].options?.list });
    expect(labels.xmmc).toBeUndefined();
  });

  it('a cell shows the labels, its value when it has none', () => {
    expect(labelText('fwjz', { values: { fwjz: '房屋建筑' } })).toBe('房屋建筑');
    expect(labelText('xx', { values: {} })).toBe('xx');
    expect(labelText(['330000', '330100'], { values: { '330000': '浙江省', '330100': '杭州市' }, path: true })).toBe('浙江省/杭州市');
    expect(labelText(['a', 'b'], { values: { a: '甲', b: '乙' } })).toBe('甲、乙');
    expect(labelText(true, { values: { true: '是' } })).toBe('是');
    expect(labelText('', { values: {} })).toBeUndefined();
    expect(labelText('fwjz', undefined)).toBeUndefined();
  });
});

describe('option trees', () => {
  const region = [{ label: '浙江省', value: '330000', children: [{ label: '杭州市', value: '330100', children: [{ label: '上城区', value: '330102' }] }] }, { label: '江苏省', value: '320000', children: [{ label: '南京市', value: '320100' }] }];
  it('every value of a tree has its label', () => {
    expect(optionLabels(region)).toEqual({ '330000': '浙江省', '330100': '杭州市', '330102': '上城区', '320000': '江苏省', '320100': '南京市' });
  });
  it("a linked field's choices are one level of the tree", () => {
    expect(levelOptions(region, 0).map((o) => o.label)).toEqual(['浙江省', '江苏省']);
    expect(levelOptions(region, 1)).toEqual([{ label: '杭州市', value: '330100' }, { label: '南京市', value: '320100' }]);
  });
});

describe('labelSourceText: what the column panel says', () => {
  it('names the field and its dictionary or options, or says there is none', () => {
    expect(labelSourceText(col('xmlx'), items)).toBe('表单字段「项目类型」的字典 fwlx');
    expect(labelSourceText(col('jb'), items)).toBe('表单字段「级别」的选项（2 项）');
    expect(labelSourceText(col('xmmc', { labels: { from: 'dictionary', displayCode: 'gcfl' } }), items)).toBe('字典 gcfl');
    expect(labelSourceText(col('xmlx', { labels: { from: 'none' } }), items)).toBe('不转换，显示存储值');
    expect(labelSourceText(col('xmmc'), items)).toBe('无（未找到带选项的表单字段），显示存储值');
  });
});
