import { Type } from '@sinclair/typebox';
import { FieldOption } from '../../../schemas';
import { PullDownBody } from '../../../schemas/dictionary';
import { pullDown } from '../../dictionary/pull-down';
import type { EngineOperationDef } from './types';

/** 下拉选项（字典）: the row's dictionary of the row's system, as the engine's pull-down answers it. */
const options: EngineOperationDef = {
  name: 'options',
  body: Type.Omit(PullDownBody, ['displayCode', 'gnCoding', 'systemCoding']),
  confirmsSession: true,
  answer: Type.Array(FieldOption),
  async run(input) {
    const { key, whereStr } = input.body as { key?: string | number; whereStr?: string };
    const q = { systemCoding: input.target.systemCoding, displayCode: input.target.displayCode ?? '', key, whereStr };
    const { options: data } = await input.asCaller((user, sessionStampSql) => pullDown(input.ctx.db, q, user, sessionStampSql));
    return { kind: 'json', data };
  },
};
export default options;
