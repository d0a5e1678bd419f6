import { Type } from '@sinclair/typebox';
import { RecordDetail, RecordRefBody } from '../../../schemas';
import { recordDetail } from '../detail';
import type { EngineOperationDef } from './types';

/** 记录详情: a record of the row's node as the caller may see it. */
const detail: EngineOperationDef = {
  name: 'detail',
  body: Type.Omit(RecordRefBody, ['nodeId']),
  confirmsSession: true,
  answer: RecordDetail,
  async run(input) {
    const id = String(input.body.id);
    const { detail: data } = await input.asCaller((user, sessionStampSql) => recordDetail(input.ctx, input.target.nodeId, id, user, sessionStampSql));
    return { kind: 'json', data };
  },
};
export default detail;
