import { Type } from '@sinclair/typebox';
import { LatestRecordBody, RecordDetail } from '../../../schemas';
import { latestRecord } from '../latest';
import type { EngineOperationDef } from './types';

/** 本单位最新的一条记录: the caller's own newest record of the row's node, or null. */
const latest: EngineOperationDef = {
  name: 'latest',
  body: Type.Omit(LatestRecordBody, ['nodeId']),
  answer: Type.Union([RecordDetail, Type.Null()]),
  async run({ ctx, target, user }) {
    return { kind: 'json', data: await latestRecord(ctx, target.nodeId, user) };
  },
};
export default latest;
