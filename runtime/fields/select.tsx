import { defineFieldType } from '../core/registry';
import { ChoiceSelect } from './shared/ChoiceSelect';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'select',
  component: ChoiceSelect,
  readPretty: ReadOptions,
  valueType: 'string',
  options: 'flat',
  docs: {
    description: '单选下拉；选项来自 options.list，或以 code 为 displayCode 调用下拉接口。',
    value: 'string | number（所选选项的 value）',
    example: { bianma: 'xmlx', name: '项目类型', type: 'select', options: { list: [{ label: '施工', value: 'sg' }, { label: '监理', value: 'jl' }] }, value: 'sg' },
  },
});
