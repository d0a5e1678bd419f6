import { defineFieldType, type FieldProps } from '../core/registry';
import { TransferField } from './shared/TransferField';
import { ReadOptions } from './shared/read';

/** A transfer with a search box in each list; items move one way (remove with the × on the right). */
const SearchTransfer = (props: FieldProps) => <TransferField {...props} showSearch oneWay />;

export default defineFieldType({
  type: 'transfer-1',
  component: SearchTransfer,
  readPretty: ReadOptions,
  valueType: 'array',
  options: 'tree',
  multiple: true,
  docs: {
    description: 'One-way transfer with a search box in each list; chosen items are removed one by one on the right.',
    value: 'Array<string | number>',
    example: { bianma: 'psry', name: '评审人员', type: 'transfer-1', code: 'psry', value: ['u03'] },
  },
});
