import type { EngineOperation } from '../../../schemas/catalogue';
import type { EngineOperationDef } from './types';
import list from './list';
import detail from './detail';
import latest from './latest';
import del from './delete';
import { audit, revoke, submit } from './workflow';
import exportOperation from './export';
import options from './options';
import { add } from './add';
import { update } from './update';
import { save } from './save';
import { distinct } from './distinct';
import { grouped } from './grouped';
import { tree } from './tree';

/**
 * The engine operations a catalogue row may call (types.ts; docs/api.md "Business-call catalogue"),
 * one line each. An operation schemas/catalogue.ts names that has no line here answers
 * 引擎操作尚未开放 (server/catalogue/run-call.ts), never a crash.
 */
export const OPERATIONS: Partial<Record<EngineOperation, EngineOperationDef>> = {
  list,
  detail,
  latest,
  add,
  update,
  save,
  delete: del,
  submit,
  revoke,
  audit,
  export: exportOperation,
  options,
  distinct,
  grouped,
  tree,
};
