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
});
