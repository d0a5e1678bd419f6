import { Type, type TObject } from '@sinclair/typebox';
import { AuditBody, WorkflowBody, WorkflowState } from '../../../schemas';
import { move, SUCCESS, type ActionInput } from '../workflow-moves';
import { needUser } from './caller';
import type { EngineOperationDef } from './types';

/** A workflow move (提交, 撤回, 审核) of a record of the row's node: the engine's own move. */
function workflowOperation(name: 'submit' | 'revoke' | 'audit', body: TObject): EngineOperationDef {
  return {
    name,
    body: Type.Omit(body, ['nodeId']),
    answer: WorkflowState,
    confirmsSession: true,
    async run(input) {
      const action = { ...input.body, nodeId: input.target.nodeId } as unknown as ActionInput;
      const { value } = await input.asCaller((user, sql, remembered) =>
        move(input.ctx, needUser(user), name, action, sql && remembered ? { sql, ...remembered } : undefined),
      );
      return { kind: 'json', data: value, message: SUCCESS[name] ?? '操作成功' };
    },
  };
}

export const submit = workflowOperation('submit', WorkflowBody);
export const revoke = workflowOperation('revoke', WorkflowBody);
export const audit = workflowOperation('audit', AuditBody);
