import { Type } from '@sinclair/typebox';
import { TableListBody, TableListData } from '../../../schemas';
import { listPage } from '../list-call';
import type { EngineOperationDef } from './types';

/** 列表分页查询: the engine's table-list over the row's node, its fixed conditions added. */
const list: EngineOperationDef = {
  name: 'list',
  body: Type.Omit(TableListBody, ['nodeId', 'displayCode', 'gnCoding']),
  confirmsSession: true,
  answer: TableListData,
  async run(input) {
    const body = { ...input.body, nodeId: input.target.nodeId };
    const scope = { fixed: input.target.fixed, public: input.target.public };
    const { page } = await input.asCaller((user, sessionStampSql) => listPage(input.ctx, body, user, true, sessionStampSql, scope));
    return { kind: 'json', data: page };
  },
};
export default list;
