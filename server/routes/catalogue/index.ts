import { Type, type TObject } from '@sinclair/typebox';
import { AuditBody, ExportBody, LatestRecordBody, RecordRefBody, SaveRecordBody, TableListBody, WorkflowBody } from '../../../schemas';
import { DeleteRecordBody } from '../../../schemas/record';
import { BUSINESS_CALLS, ENGINE_OPERATIONS, type BusinessCall, type EngineOperation } from '../../../schemas/business-calls';
import type { ApiApp, AppContext } from '../../context';
import { PullDownBody } from '../dictionary';

/**
 * The business-call catalogue (schemas/business-calls.ts, docs/api.md "Business-call catalogue"):
 * one route per row. Its body is the engine operation's body without the keys that pick the node
 * (the row binds them); the request then goes to the engine's own route, with the caller's token,
 * through Fastify's in-process `inject` — so every rule of that route (node and menu access,
 * ownership, workflow, form rules, op log) applies exactly as it does there, with nothing copied.
 */

const PICKS_NODE = ['nodeId', 'displayCode', 'gnCoding'] as const;

/** The body a catalogue call accepts for each operation. */
const BODIES: Record<EngineOperation, TObject> = {
  list: Type.Omit(TableListBody, [...PICKS_NODE]),
  detail: Type.Omit(RecordRefBody, ['nodeId']),
  latest: Type.Omit(LatestRecordBody, ['nodeId']),
  save: Type.Omit(SaveRecordBody, ['nodeId']),
  delete: Type.Omit(DeleteRecordBody, ['nodeId']),
  submit: Type.Omit(WorkflowBody, ['nodeId']),
  revoke: Type.Omit(WorkflowBody, ['nodeId']),
  audit: Type.Omit(AuditBody, ['nodeId']),
  export: Type.Omit(ExportBody, [...PICKS_NODE]),
  options: Type.Omit(PullDownBody, ['displayCode', 'gnCoding', 'systemCoding']),
};

/** The engine request of a call: the caller's body with the row's node (or dictionary) put in. */
function engineBody(call: BusinessCall, body: Record<string, unknown>): Record<string, unknown> {
  if (call.operation === 'options') return { ...body, displayCode: call.displayCode, gnCoding: call.nodeId, systemCoding: call.systemCoding };
  return { ...body, nodeId: call.nodeId };
}

/** Headers of the engine's answer worth passing on (an export's file name and type). */
const PASSED_ON = ['content-type', 'content-disposition'] as const;

export default function catalogueRoutes(app: ApiApp, _ctx: AppContext): void {
  for (const call of BUSINESS_CALLS) {
    const engine = ENGINE_OPERATIONS[call.operation];
    app.post(
      call.path,
      { config: { access: 'user' }, schema: { tags: ['catalogue'], summary: `${call.summary}（引擎操作：${engine.label}，节点 ${call.nodeId}）`, body: BODIES[call.operation] } },
      async (request, reply) => {
        const answer = await app.inject({
          method: engine.method,
          url: engine.url,
          headers: { authorization: request.headers.authorization ?? '', 'content-type': 'application/json' },
          payload: JSON.stringify(engineBody(call, request.body)),
          remoteAddress: request.ip,
        });
        for (const name of PASSED_ON) {
          const value = answer.headers[name];
          if (value !== undefined) reply.header(name, value);
        }
        return reply.status(answer.statusCode).send(answer.rawPayload);
      },
    );
  }
}
