import { defineFieldType } from '../core/registry';
import { TransferField } from './shared/TransferField';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'transfer',
  component: TransferField,
  readPretty: ReadOptions,
  valueType: 'array',
  options: 'tree',
  multiple: true,
  docs: {
    description: '穿梭框：左侧为可选项（选项树的叶子），右侧为已选项。',
    value: 'Array<string | number>',
    example: { bianma: 'cyry', name: '参与人员', type: 'transfer', code: 'cyry', value: ['u01', 'u02'] },
  },
});
