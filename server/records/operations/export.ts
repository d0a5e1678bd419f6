import { Type } from '@sinclair/typebox';
import { ExportBody } from '../../../schemas';
import { exportRecords } from '../export-call';
import type { EngineOperationDef } from './types';

/** 导出 Excel: the list's records as the engine's export file, with its headers. */
const exportOperation: EngineOperationDef = {
  name: 'export',
  body: Type.Omit(ExportBody, ['nodeId', 'displayCode', 'gnCoding']),
  answer: Type.Null(),
  async run({ ctx, target, user, body }) {
    const file = await exportRecords(ctx, { ...body, nodeId: target.nodeId }, user, { fixed: target.fixed, public: target.public });
    return { kind: 'file', body: file.body, headers: file.headers };
  },
};
export default exportOperation;
