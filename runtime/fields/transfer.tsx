import { defineFieldType } from './define';
import { loadTransfer, TRANSFER_HEIGHT } from './shared/TransferField';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'transfer',
  load: loadTransfer,
  loadingHeight: TRANSFER_HEIGHT,
  readPretty: ReadOptions,
  docs: {
    description: 'Transfer: available choices (leaves of the option tree) on the left, chosen ones on the right.',
    value: 'Array<string | number>',
    example: { bianma: 'cyry', name: '参与人员', type: 'transfer', code: 'cyry', value: ['u01', 'u02'] },
  },
});
