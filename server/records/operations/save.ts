import { OperationSaveBody } from '../../../schemas/record-operations';
import { SaveRecordData } from '../../../schemas';
import type { EngineOperationDef, OperationInput, OperationResult } from './types';
import { ApiError } from '../../errors';
import { saveAs, type SaveIntent } from '../save';

/** The three saves of a row: the engine save's service (server/records/save.ts) with the row's node. */
export async function saveIntent({ ctx, request, user, target, body }: OperationInput, intent: SaveIntent): Promise<OperationResult> {
  // Writes are never public (schemas/catalogue.ts `reads`); an anonymous caller is refused as the engine route refuses one.
  if (user === null) throw new ApiError('unauthenticated', '未登录');
  // A session this instance only remembers is confirmed before the write (the engine route folds
  // that into the write's first statement; the web layer's helper for it is not the domain's).
  const pending = request.sessionPending;
  const own = request.user?.id === user.id;
  if (pending && own) await pending.confirm(request, pending);
  // The fresh read may have found the caller changed (a role, an enterprise): the write is theirs as they now are.
  const writer = own && request.user ? request.user : user;
  const { value } = await saveAs(ctx, writer, { ...(body as OperationSaveBody), nodeId: target.nodeId }, intent);
  return { kind: 'json', data: value, message: '保存成功' };
}

/** 保存: no id creates a draft, an id (with its version) edits one — the engine route's save. */
export const save: EngineOperationDef = {
  name: 'save',
  body: OperationSaveBody,
  answer: SaveRecordData,
  run: (input) => saveIntent(input, 'save'),
};
