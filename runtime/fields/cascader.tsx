import { defineFieldType } from '../core/registry';
import { CascaderField } from './shared/CascaderField';
import { ReadPath } from './shared/read';

export default defineFieldType({
  type: 'cascader',
  component: CascaderField,
  readPretty: ReadPath,
  valueType: 'array',
  options: 'tree',
  docs: {
    description: '级联选择，可选到任意一级；值为路径数组。作为上级字段或查询条件发送时取路径最后一个值。',
    value: 'Array<string | number>（从第一级到所选级的 value 路径）',
    example: { bianma: 'xzqh', name: '行政区划', type: 'cascader', code: 'xzqh', value: ['32', '3201', '320102'] },
  },
});
