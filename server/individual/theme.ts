import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { normaliseTheme, themeProblem, USER_MENU_ENTRIES, type MenuEntry, type ThemeSettings, type UserMenuEntry } from '../../schemas/theme';
import { badRequest } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';

const THEME = 'theme';

/** GET /ks/individual/theme: the caller's stored theme, or null when they never chose one (the browser keeps its own). */
export async function readTheme(db: Kysely<Database>, user: SessionUser): Promise<ThemeSettings | null> {
  const row = await db.selectFrom('user_settings').select('value').where('user_id', '=', user.id).where('name', '=', THEME).executeTakeFirst();
  if (!row) return null;
  try {
    return normaliseTheme(JSON.parse(row.value));
  } catch {
    return null;
  }
}

/** PUT /ks/individual/theme: the drawer's choice, stored for the caller only; the op log names it. */
export async function saveTheme(db: Kysely<Database>, user: SessionUser, settings: ThemeSettings): Promise<ThemeSettings> {
  const problem = themeProblem(settings);
  if (problem) throw badRequest(problem);
  const value = normaliseTheme(settings);
  const row = { user_id: user.id, name: THEME, value: JSON.stringify(value), updated_at: nowIso() };
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('user_settings')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'name']).doUpdateSet({ value: row.value, updated_at: row.updated_at }))
      .execute();
    await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, { action: 'theme.save', targetType: 'user_settings', targetId: user.id, detail: { theme: value.theme, themeColor: value.themeColor, asideWidth: value.asideWidth } });
  });
  return value;
}

/**
 * GET /ks/individual/menu-entries: the header dropdown's entries for the caller's role, in the
 * spec's order; pages not built yet are never sent (schemas/theme.ts USER_MENU_ENTRIES).
 */
export function menuEntriesFor(user: Pick<SessionUser, 'role'>, entries: readonly UserMenuEntry[] = USER_MENU_ENTRIES): MenuEntry[] {
  return entries.filter((e) => e.built && (e.roles as readonly string[]).includes(user.role)).map(({ key, label, path }) => ({ key, label, path }));
}
