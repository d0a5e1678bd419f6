import type { FormConfig } from '../../schemas/form';
import type { ListConfig } from '../../schemas/list';
import type { ChartConfig } from '../../schemas/page-kinds/chart/config';

/** The kinds of page config the designer edits (schemas/page-kinds.ts, designer/kinds). */
export type { PageKind as NodeKind } from '../../schemas/page-kinds';
import type { PageKind as NodeKind } from '../../schemas/page-kinds';

/** A node config as the designer holds it; after a JSON edit it may not fit its schema yet. */
export type NodeConfig = FormConfig | ListConfig | ChartConfig;

/** What the property panel shows. Positions, not keys: a bianma may be edited while selected. */
export type Selection =
  | { kind: 'field'; group: number; index: number }
  | { kind: 'group'; group: number }
  | { kind: 'column'; index: number }
  | { kind: 'filter'; index: number }
  | { kind: 'card-style' }
  | { kind: 'page' }
  | null;

/**
 * Everything the designer store holds. Only `config` is the document: history records the
 * patches under `config` and nothing else, so selecting or saving is never undone.
 */
export interface DesignerState {
  nodeId: string;
  kind: NodeKind;
  title: string;
  /** the server version the edit is based on (sent with the save, optimistic lock) */
  version: number;
  config: NodeConfig;
  selection: Selection;
}
