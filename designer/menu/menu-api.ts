import type { AddMenuBody, EditMenuBody, MoveMenuBody, StructureMenu } from '../../schemas/designer';
import type { IconChoice } from '../../schemas/config-calls';

/** Answer of a delete: done, or refused because page configs hang below (ask, then cascade). */
export type DeleteOutcome = { kind: 'deleted'; menus: number; nodes: number } | { kind: 'has-pages'; message: string };

/** The menu structure calls (implemented by src/designer-routes over the API client). */
export interface MenuApi {
  /** Every menu of a system, flat, parents before children. */
  list(systemCoding: string): Promise<StructureMenu[]>;
  add(body: AddMenuBody): Promise<StructureMenu>;
  edit(body: EditMenuBody): Promise<StructureMenu>;
  remove(id: string, cascade: boolean): Promise<DeleteOutcome>;
  move(body: MoveMenuBody): Promise<void>;
  /** The icons a menu may carry, with their Chinese names (GET /ks/config/node/node-logos). */
  nodeLogos(): Promise<IconChoice[]>;
}
