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
    description: 'Transfer: available choices (leaves of the option tree) on the left, chosen ones on the right.',
    value: 'Array<string | number>',
    example: { bianma: 'cyry', name: '参与人员', type: 'transfer', code: 'cyry', value: ['u01', 'u02'] },
  },
});
