import { OperationSaveBody } from '../../../schemas/record-operations';
import { SaveRecordData } from '../../../schemas';
import type { EngineOperationDef } from './types';
import { saveIntent } from './save';

/** 新增: a new draft; a body with an id is refused (ADD_REFUSES_ID), whatever record it names. */
export const add: EngineOperationDef = {
  name: 'add',
  body: OperationSaveBody,
  answer: SaveRecordData,
  run: (input) => saveIntent(input, 'add'),
};
