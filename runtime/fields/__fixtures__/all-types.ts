/**
 * Sample form config using every default field type, with linkage (province → city with a required
 * condition, a switch-1 revealing two fields, an end date after a start date) and the selection
 * limit (zypsfw, zydm). Data only: it becomes fixtures/nodes JSON and drives the unit tests.
 */
import type { FieldOption, FormConfig } from '../../../schemas/form';

const regionTree: FieldOption[] = [
  {
    label: '江苏省', value: '32',
    children: [
      {
        label: '南京市', value: '3201',
        children: [
          { label: '玄武区', value: '320102', children: [{ label: '梅园新村街道', value: '320102001' }, { label: '新街口街道', value: '320102002' }] },
          { label: '秦淮区', value: '320104', children: [{ label: '夫子庙街道', value: '320104001' }] },
        ],
      },
      { label: '苏州市', value: '3205', children: [{ label: '姑苏区', value: '320508', children: [{ label: '平江街道', value: '320508001' }] }] },
    ],
  },
  { label: '浙江省', value: '33', children: [{ label: '杭州市', value: '3301', children: [{ label: '上城区', value: '330102', children: [{ label: '湖滨街道', value: '330102001' }] }] }] },
];

const reviewTree: FieldOption[] = [
  {
    label: '房屋建筑', value: '01',
    children: [
      { label: '土建', value: '0101' }, { label: '装饰装修', value: '0102' }, { label: '给排水', value: '0103' }, { label: '电气', value: '0104' },
    ],
  },
  { label: '市政工程', value: '02', children: [{ label: '道路', value: '0201' }, { label: '桥梁', value: '0202' }, { label: '排水', value: '0203' }] },
];

const majorCodes: FieldOption[] = [
  { label: '建筑工程', value: 'A01' }, { label: '市政公用', value: 'A02' }, { label: '机电工程', value: 'A03' }, { label: '公路工程', value: 'A04' },
  { label: '水利水电', value: 'A05' }, { label: '矿业工程', value: 'A06' }, { label: '通信广电', value: 'A07' },
];

const people: FieldOption[] = [
  { label: '张三', value: 'u01' }, { label: '李四', value: 'u02' }, { label: '王五', value: 'u03' }, { label: '赵六', value: 'u04' },
];

/** Options the dropdown call answers per displayCode (for the remote fields below). */
/** What the qualification options call answers in the tests (displayCode 'qualification'). */
export const allTypesQualifications: FieldOption[] = [
  {
    label: '建筑工程施工总承包',
    value: 'A01',
    children: [
      { label: '一级', value: 'A01-1', rangeKey: 'A01', fullName: '建筑工程施工总承包一级' },
      { label: '二级', value: 'A01-2', rangeKey: 'A01', fullName: '建筑工程施工总承包二级' },
    ],
  },
];

export const allTypesRemoteOptions: Record<string, FieldOption[]> = {
  city: [{ label: '南京市', value: '3201' }, { label: '苏州市', value: '3205' }],
};

export const allTypesConfig: FormConfig = {
  kind: 'form',
  title: '全部字段类型示例',
  groups: [
    {
      key: 'basic',
      title: '基本信息',
      items: [
        { bianma: 'xmmc', name: '项目名称', type: 'text', required: 1, col: 12, maxLength: 50, regex: '^[\\u4e00-\\u9fa5A-Za-z0-9（）()]+$', regexMessage: '项目名称只能包含中文、字母、数字和括号' },
        { bianma: 'bz', name: '备注', type: 'textarea', col: 24, maxLength: 500 },
        { bianma: 'rs', name: '人数', type: 'number', required: 2, col: 8 },
        { bianma: 'xmlx', name: '项目类型', type: 'select', col: 8, options: { list: [{ label: '施工', value: 'sg' }, { label: '监理', value: 'jl' }, { label: '设计', value: 'sj' }] } },
        { bianma: 'ssdq', name: '所属地区', type: 'filter-select', col: 8, options: { list: [{ label: '南京', value: 'nj' }, { label: '苏州', value: 'sz' }, { label: '无锡', value: 'wx' }] } },
        { bianma: 'province', name: '省', type: 'select-link', col: 12, groupNumber: 'g1_x', childNode: 'city', options: { list: [{ label: '江苏省', value: '32' }, { label: '浙江省', value: '33' }] } },
        { bianma: 'city', name: '市', type: 'select-link', col: 12, code: 'city', parentNode: 'province' },
        { bianma: 'zypsfw', name: '专业评审范围', type: 'select-m', col: 12, options: { list: reviewTree } },
        { bianma: 'jsdw', name: '建设单位', type: 'select-edit', col: 12, options: { list: [{ label: '某某城投集团', value: 'ct' }, { label: '某某交通集团', value: 'jt' }] } },
        { bianma: 'zydm', name: '专业代码', type: 'select-multiple', col: 12, options: { list: majorCodes } },
        { bianma: 'zzlx', name: '资质类型', type: 'checkbox', col: 12, options: { list: [{ label: '施工', value: 'sg' }, { label: '设计', value: 'sj' }, { label: '勘察', value: 'kc' }] } },
        { bianma: 'zbfs', name: '招标方式', type: 'radio', col: 12, options: { list: [{ label: '公开招标', value: '1' }, { label: '邀请招标', value: '2' }] } },
      ],
    },
    {
      key: 'region',
      title: '区域与人员',
      items: [
        { bianma: 'xzqh', name: '行政区划', type: 'cascader', col: 12, options: { list: regionTree } },
        { bianma: 'sf', name: '省份', type: 'cascader-1', col: 12, options: { list: regionTree } },
        { bianma: 'sfcs', name: '省市', type: 'cascader-2', col: 12, options: { list: regionTree } },
        { bianma: 'ssq', name: '省市区', type: 'cascader-3', col: 12, options: { list: regionTree } },
        { bianma: 'ssqj', name: '省市区街道', type: 'cascader-4', col: 12, options: { list: regionTree } },
        { bianma: 'cyry', name: '参与人员', type: 'transfer', col: 24, options: { list: people } },
        { bianma: 'psry', name: '评审人员', type: 'transfer-1', col: 24, options: { list: people } },
        { bianma: 'qyzz', name: '企业资质', type: 'qualification', code: 'qualification', col: 24 },
        { bianma: 'fileList', name: '附件', type: 'attachment', col: 24 },
      ],
    },
    {
      key: 'other',
      title: '其他信息',
      items: [
        { bianma: 'sfyfb', name: '是否有分包', type: 'switch-1', col: 8, childNode: 'fbdw,fbje' },
        { bianma: 'fbdw', name: '分包单位', type: 'text', col: 8, required: 1 },
        { bianma: 'fbje', name: '分包金额', type: 'number', col: 8 },
        { bianma: 'sfgk', name: '是否公开', type: 'switch-2', col: 8 },
        { bianma: 'sflht', name: '是否联合体', type: 'y_n_ent', col: 8 },
        { bianma: 'kssj', name: '开始时间', type: 'datepicker', col: 8, required: 1 },
        { bianma: 'jssj', name: '结束时间', type: 'datepicker', col: 8, parentNode: 'kssj' },
        { bianma: 'kbsj', name: '开标时间', type: 'datetime', col: 8, startDate: '2026-01-01', endDate: '2026-12-31' },
        { bianma: 'yxq', name: '有效期', type: 'daterange', col: 8 },
        { bianma: 'xmjj', name: '项目简介', type: 'editor', col: 24, editorMedia: true },
      ],
    },
  ],
};

/** A filled-in record of allTypesConfig, in the stored value shapes of docs/node-config.md. */
export const allTypesValues: Record<string, unknown> = {
  xmmc: '某某道路改造工程',
  bz: '第一行\n第二行',
  rs: 12,
  xmlx: 'sg',
  ssdq: 'nj',
  province: '32',
  city: '3201',
  zypsfw: ['0101', '0102'],
  jsdw: '某某城投集团',
  zydm: ['A01', 'A02'],
  zzlx: ['sg'],
  zbfs: '1',
  xzqh: ['32', '3201'],
  sf: ['32'],
  sfcs: ['32', '3201'],
  ssq: ['32', '3201', '320102'],
  ssqj: ['32', '3201', '320102', '320102001'],
  cyry: ['u01', 'u02'],
  psry: ['u03'],
  qyzz: ['A01-1'],
  fileList: [{ fileId: 'f1', fileNo: 'fileList', fileType: '', fileName: '中标通知书.pdf', url: '/ks/file/download/f1', host: '', fileOperationType: 'add' }],
  sfyfb: true,
  fbdw: '某某劳务公司',
  fbje: 300,
  sfgk: true,
  sflht: '否',
  kssj: '2026-05-01',
  jssj: '2026-05-20',
  yxq: '2026-01-01,2026-12-31',
  xmjj: '<p>工程概况：<strong>道路</strong>改造。</p>',
};
