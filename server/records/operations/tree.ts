import { TreeAnswer, TreeBody } from '../../../schemas/record-operations';
import type { EngineOperationDef } from './types';
import { badRequest } from '../../errors';
import { listOptions } from '../../db/repos/dictionary';
import { readableNode } from '../readable';

export const NO_DICTIONARY = '接口未指定字典编码（displayCode）';

/**
 * A dictionary of the row's system as a tree (classifications): the whole list, or the subtree
 * under `key`, read as the dropdown reads it (the system's own rows, else the shared ones; parent
 * and child options linked by parent_key). The caller must see the row's node (its menu's and
 * its system's roles); an anonymous caller of a public row must find the node's menu enabled.
 */
export const tree: EngineOperationDef = {
  name: 'tree',
  body: TreeBody,
  answer: TreeAnswer,
  async run({ ctx, user, target, body }) {
    if (!target.displayCode) throw badRequest(NO_DICTIONARY);
    // The node's visibility covers its system's roles too (visibleNode).
    await readableNode(ctx, target, user);
    const key = (body as TreeBody).key;
    const options = await listOptions(ctx.db, { systemCoding: target.systemCoding, displayCode: target.displayCode, key: key === undefined ? undefined : String(key) });
    return { kind: 'json', data: options };
  },
};
