import { defineFieldType } from './define';
import { loadTransfer, TRANSFER_HEIGHT } from './shared/TransferField';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'transfer',
  load: loadTransfer,
  loadingHeight: TRANSFER_HEIGHT,
  readPretty: ReadOptions,
});
