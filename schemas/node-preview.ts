import { Type, type Static } from '@sinclair/typebox';
import { NodeKindSchema } from './designer';

/** GET /ks/config/node/previews: the node whose page config to read. */
export const NodePreviewQuery = Type.Object({ nodeId: Type.String({ minLength: 1, maxLength: 64, title: '节点编号' }) }, { additionalProperties: false });
export type NodePreviewQuery = Static<typeof NodePreviewQuery>;

/** Its answer: the node's page config, checked on the server before it is sent. */
export const NodePreview = Type.Object({
  nodeId: Type.String(),
  systemCoding: Type.String(),
  // every page kind of schemas/page-kinds (a second list here once refused chart nodes with a 500)
  kind: NodeKindSchema,
  title: Type.String(),
  config: Type.Unknown({ description: 'the node config; for kind form a FormConfig (schemas/form.ts)' }),
  version: Type.Integer(),
});
export type NodePreview = Static<typeof NodePreview>;
