import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { ENTERPRISE_MESSAGES } from '../../schemas/enterprises';
import { MENU_CARD_MESSAGES, MENU_CARD_NO_VALUE, menuCardItemKey, menuCardItemValue, type MenuCardChoice, type MenuCardItem, type MenuCardNode, type MenuCardSetup } from '../../schemas/menu-card';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import type { SessionUser } from '../session-user';
import { badRequest, notFound } from '../errors';
import { enterpriseInScope } from '../enterprises/repo';
import { readableRecords } from '../records/list-query';
import type { RecordNode } from '../records/list-node';
import { dataText, equalsAny } from '../records/sql-dialect';
import type { Actor } from '../records/workflow';
import { registerListHooks } from '../records/hooks';

/**
 * The left menu card of a list (docs/shell.md "左侧菜单卡片"): one enterprise's records of the
 * list, grouped by the set-up's `itemField`, counted and scored by the database. The records are
 * the list's own (`readableRecords`): a public list (公示) reads the published records of any
 * enterprise; any other list, what the caller may read of it, and an enterprise user may name only
 * its own enterprise.
 */

interface Ctx {
  db: Kysely<Database>;
  dialect: SqlDialect;
}

/** The set-up of the list, or 400 该列表未配置菜单卡片. */
export function menuCardSetupOf(node: RecordNode): MenuCardSetup {
  const setup = node.listConfig?.menuCard;
  if (!setup) throw badRequest(MENU_CARD_MESSAGES.notSetUp);
  return setup;
}

/** The conditions of a list call naming a card: the enterprise's records, of the chosen item. */
export function menuCardConditions(dialect: SqlDialect, node: RecordNode, choice: MenuCardChoice): RawBuilder<SqlBool>[] {
  const setup = menuCardSetupOf(node);
  const out = [sql<SqlBool>`enterprise_id = ${choice.enterpriseId}`];
  if (choice.item === undefined) return out;
  const value = menuCardItemValue(choice.item);
  if (value === undefined) throw badRequest(MENU_CARD_MESSAGES.badItem);
  const expr = dataText(dialect, setup.itemField);
  out.push(value === null ? sql<SqlBool>`(${expr} is null or ${expr} = '')` : equalsAny(dialect, expr, [value]));
  return out;
}

/** The enterprise the card is about: any one for a public list, else as the enterprise calls allow (U: its own). */
async function enterpriseOf(db: Kysely<Database>, node: RecordNode, user: SessionUser, enterpriseId: string): Promise<{ id: string; name: string }> {
  if (!node.publicList) return (await enterpriseInScope(db, user, enterpriseId, true))!;
  const row = await db.selectFrom('enterprises').select(['id', 'name']).where('id', '=', enterpriseId).executeTakeFirst();
  if (!row) throw notFound(ENTERPRISE_MESSAGES.notFound);
  return row;
}

interface Group {
  value: string | null;
  group: string | null;
  count: number;
  total: number;
  scored: number;
}

const textOf = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const round2 = (n: number) => Math.round(n * 100) / 100;
const NAME_MAX = 200;

function scoreOf(setup: MenuCardSetup, total: number, scored: number): number | null | undefined {
  if (!setup.scoreField) return undefined;
  if (scored === 0) return null;
  return round2(setup.score === 'sum' ? total : total / scored);
}

/** Groups first (records without one last), then the larger items, then by name: the same order on both databases. */
function byGroupThenSize(a: Group, b: Group): number {
  if (a.group !== b.group) return a.group === null ? 1 : b.group === null ? -1 : a.group < b.group ? -1 : 1;
  if (a.count !== b.count) return b.count - a.count;
  return (a.value ?? '\uffff') < (b.value ?? '\uffff') ? -1 : 1;
}

/** POST /ks/monitor/menu-card: the card of `enterpriseId` over the list `node`. */
export async function menuCardOf(ctx: Ctx, node: RecordNode, user: SessionUser, viewer: Actor, enterpriseId: string): Promise<MenuCardNode> {
  const setup = menuCardSetupOf(node);
  const enterprise = await enterpriseOf(ctx.db, node, user, enterpriseId);
  const where = sql.join([...readableRecords(node.recordsNodeId, viewer, node.publicList, node.systemCoding), sql<SqlBool>`enterprise_id = ${enterprise.id}`], sql` and `);
  const columns: RawBuilder<unknown>[] = [sql`${dataText(ctx.dialect, setup.itemField)} as item`, sql`count(*) as n`];
  if (setup.groupField) columns.push(sql`min(${dataText(ctx.dialect, setup.groupField)}) as grp`);
  if (setup.scoreField) {
    const value = ctx.dialect.dataNumber(setup.scoreField);
    columns.push(sql`sum(${value}) as total`, sql`count(${value}) as scored`);
  }
  const result = await sql<{ item: unknown; n: unknown; grp?: unknown; total?: unknown; scored?: unknown }>`select ${sql.join(columns)} from records where ${where} group by 1`.execute(ctx.db);
  // One item per value as text: SQLite keeps a number 2024 and a text '2024' apart, and null and '' are both "no value".
  const groups = new Map<string, Group>();
  for (const row of result.rows) {
    const value = textOf(row.item);
    const key = menuCardItemKey(value);
    const g = groups.get(key) ?? { value, group: null, count: 0, total: 0, scored: 0 };
    const group = textOf(row.grp);
    if (group !== null && (g.group === null || group < g.group)) g.group = group;
    g.count += Number(row.n ?? 0);
    g.total += Number(row.total ?? 0);
    g.scored += Number(row.scored ?? 0);
    groups.set(key, g);
  }
  const sorted = [...groups.values()].sort(byGroupThenSize);
  const children: MenuCardItem[] = sorted.map((g) => {
    const name = g.value ?? MENU_CARD_NO_VALUE;
    const item: MenuCardItem = { primaryKey: menuCardItemKey(g.value), nodeName: name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name, badge: g.count };
    if (g.group !== null) item.xxGrouping = g.group.slice(0, NAME_MAX);
    const score = scoreOf(setup, g.total, g.scored);
    if (score !== undefined) item.score = score;
    return item;
  });
  const card: MenuCardNode = { primaryKey: enterprise.id, nodeName: enterprise.name, children };
  const score = scoreOf(setup, sorted.reduce((s, g) => s + g.total, 0), sorted.reduce((s, g) => s + g.scored, 0));
  if (score !== undefined) card.score = score;
  return card;
}

/** Gives records' list calls the menu card's conditions (records does not import this area). */
export function registerMenuCardHooks(): void {
  registerListHooks({ menuCardConditions });
}
