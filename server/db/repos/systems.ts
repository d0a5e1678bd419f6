import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { MenuItem, Role, SystemSummary } from '../../../schemas';
import type { Database, MenusTable, SystemsTable } from '../types';

type SystemRow = Selectable<SystemsTable>;
type MenuRow = Selectable<MenusTable>;

const rolesOf = (json: string): Role[] => JSON.parse(json) as Role[];

/** Administrators and developers see every system; others those that list their role. */
export const canSee = (role: Role, rolesJson: string): boolean =>
  role === 'M' || role === 'D' || rolesOf(rolesJson).includes(role);

export function toSystemSummary(s: SystemRow): SystemSummary {
  return {
    id: s.id,
    systemName: s.system_name,
    title: s.title,
    systemCoding: s.system_coding,
    gnCode: s.system_coding,
    levels: s.levels,
  };
}

export async function listSystemsFor(db: Kysely<Database>, role: Role): Promise<SystemSummary[]> {
  const rows = await db.selectFrom('systems').selectAll().orderBy('created_at').orderBy('system_coding').execute();
  return rows.filter((s) => canSee(role, s.roles)).map(toSystemSummary);
}

export async function findSystem(db: Kysely<Database>, systemCoding: string): Promise<SystemRow | undefined> {
  return db.selectFrom('systems').selectAll().where('system_coding', '=', systemCoding).executeTakeFirst();
}

/**
 * The system, and with `sessionStampSql` (a remembered session, `withSession`) that session's
 * stamp read in the same statement. No such system reads no stamp: then the session is to be
 * confirmed first, so this throws and withSession reads it afresh.
 */
export async function findSystemWithSession(
  db: Kysely<Database>,
  systemCoding: string,
  sessionStampSql: RawBuilder<string | null> | undefined,
): Promise<{ system: SystemRow | undefined; sessionStamp: string | null }> {
  if (!sessionStampSql) return { system: await findSystem(db, systemCoding), sessionStamp: null };
  const { rows } = await sql<SystemRow & { session_stamp: string | null }>`select s.*, ${sessionStampSql} as session_stamp from systems s where s.system_coding = ${systemCoding}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('remembered session to confirm first');
  const { session_stamp, ...system } = row;
  return { system, sessionStamp: session_stamp };
}

/**
 * The menu tree of a system as `role` may see it; a hidden parent hides its children. `hides` is a
 * rule about the caller beyond the role (read side by side with the menus): a menu it hides is not answered.
 */
export async function menuTreeFor(
  db: Kysely<Database>,
  systemCoding: string,
  role: Role,
  /** Which of the system's menus the caller may not see beyond the roles, once they are read (another area's rule). */
  hides: (rows: readonly Pick<MenuRow, 'node_properties'>[]) => Promise<(m: Pick<MenuRow, 'node_properties'>) => boolean> = async () => () => false,
): Promise<MenuItem[]> {
  const rows = await db.selectFrom('menus').selectAll().where('system_coding', '=', systemCoding).orderBy('sort').orderBy('id').execute();
  const hidden = await hides(rows);
  const visible = rows.filter((m) => canSee(role, m.roles) && !hidden(m));
  const byParent = new Map<string | null, MenuRow[]>();
  for (const m of visible) {
    const list = byParent.get(m.parent_id) ?? [];
    list.push(m);
    byParent.set(m.parent_id, list);
  }
  const build = (parent: string | null): MenuItem[] =>
    (byParent.get(parent) ?? []).map((m) => ({
      id: m.id,
      title: m.title,
      icon: m.icon,
      itShows: m.it_shows,
      nodeProperties: m.node_properties,
      style: m.style,
      nodeSetFlag: m.node_set_flag === 1,
      disabled: m.disabled === 1,
      children: build(m.id),
    }));
  return build(null);
}
