import { Type } from '@sinclair/typebox';
import { DeletedRecord, DeleteRecordBody } from '../../../schemas';
import { badRequest } from '../../errors';
import { deleteRecord } from '../workflow-moves';
import { needUser } from './caller';
import type { EngineOperationDef } from './types';

/** 删除记录: id and version as the engine's DELETE /ks/monitor/delete needs them. */
const del: EngineOperationDef = {
  name: 'delete',
  body: Type.Omit(DeleteRecordBody, ['nodeId']),
  answer: DeletedRecord,
  async run({ ctx, target, user, body }) {
    const { id, version, reason } = body as { id?: string; version?: number; reason?: string };
    for (const [name, v] of Object.entries({ id, version })) if (v === undefined) throw badRequest(`缺少必填字段 ${name}`);
    const data = await deleteRecord(ctx, needUser(user), { nodeId: target.nodeId, id: id!, version: version!, reason });
    return { kind: 'json', data, message: '操作成功' };
  },
};
export default del;
