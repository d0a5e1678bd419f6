import { defineFieldType } from './define';
import { loadTransfer, TRANSFER_HEIGHT } from './shared/TransferField';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'transfer-1',
  // a search box in each list; items move one way (removed with the × on the right)
  load: loadTransfer,
  loadingHeight: TRANSFER_HEIGHT,
  defaults: { showSearch: true, oneWay: true },
  readPretty: ReadOptions,
  docs: {
    description: 'One-way transfer with a search box in each list; chosen items are removed one by one on the right.',
    value: 'Array<string | number>',
    example: { bianma: 'psry', name: '评审人员', type: 'transfer-1', code: 'psry', value: ['u03'] },
  },
});
