import type { Kysely } from 'kysely';
import { buttonsOfArea, type TradeNodeButtons } from '../../schemas';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { canSee, findSystem } from '../db/repos/systems';
import { listMenus } from '../db/repos/structure';
import { accessAlongChain, menuVisibleTo } from '../structure/menu-access';
import { permittedButtons } from '../records/button-permissions';

/** The system of the trade area (fixtures/systems/trade.json). */
export const TRADE_SYSTEM = 'trade_service';

/**
 * POST /ks/trade/buttons: for every page of the trade system the caller may open (or the one
 * `nodeId` names), the buttons they keep there, by area. Nodes they may not open are left out.
 */
export async function tradeButtonsFor(db: Kysely<Database>, user: SessionUser, nodeId?: string): Promise<TradeNodeButtons[]> {
  const system = await findSystem(db, TRADE_SYSTEM);
  if (!system || !canSee(user.role, system.roles)) return [];
  const menus = await listMenus(db, TRADE_SYSTEM);
  const out: TradeNodeButtons[] = [];
  for (const menu of menus) {
    if (nodeId !== undefined && menu.id !== nodeId) continue;
    const access = accessAlongChain(menus, menu.id);
    if (!access?.isPage || !menuVisibleTo(user.role, access)) continue;
    const permitted = await permittedButtons(db, user.role, menu.id);
    out.push({ nodeId: menu.id, title: menu.title, table: buttonsOfArea('table', permitted), row: buttonsOfArea('row', permitted), form: buttonsOfArea('form', permitted) });
  }
  return out;
}
