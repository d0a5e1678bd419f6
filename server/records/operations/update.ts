import { OperationSaveBody } from '../../../schemas/record-operations';
import { SaveRecordData } from '../../../schemas';
import type { EngineOperationDef } from './types';
import { saveIntent } from './save';

/** 修改: an existing draft or rejected record; id and version are required, a stale version is 409. */
export const update: EngineOperationDef = {
  name: 'update',
  body: OperationSaveBody,
  answer: SaveRecordData,
  run: (input) => saveIntent(input, 'update'),
};
