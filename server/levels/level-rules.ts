import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LevelRulesTable } from '../db/types';
import type { Role } from '../../schemas/roles';
import {
  checkLevelRules,
  LEVEL_MESSAGES,
  type CheckedLevelRule,
  type LevelRuleVersion,
  type LevelYear,
  type LevelYearDetail,
  type SaveLevelRulesBody,
} from '../../schemas/credit-levels';
import { ApiError, badRequest, conflict, notFound } from '../errors';
import { canSee, findSystem } from '../db/repos/systems';
import { writeOpLog, type Actor as LogActor } from '../db/repos/oplog';
import { nowIso } from '../db/clock';

/** The op-log target of a year's rules; the target id is `<systemCoding>/<year>`. */
export const LEVEL_TARGET = 'level-rules';

type Row = Selectable<LevelRulesTable>;

const toVersion = (row: Row): LevelRuleVersion => ({
  version: Number(row.version),
  rules: JSON.parse(row.rules) as CheckedLevelRule[],
  savedAt: row.saved_at,
  savedBy: row.saved_by_name,
});

/** 404 unless the system exists and the caller's role sees it (as the dictionary calls do). */
async function visibleSystem(db: Kysely<Database>, systemCoding: string, role: Role): Promise<void> {
  const system = await findSystem(db, systemCoding);
  if (!system || !canSee(role, system.roles)) throw notFound('系统不存在或无权访问');
}

/** Every version of one year, newest first. */
async function versionsOf(db: Kysely<Database>, systemCoding: string, year: string): Promise<Row[]> {
  return db.selectFrom('level_rules').selectAll().where('system_coding', '=', systemCoding).where('year', '=', year).orderBy('version', 'desc').execute();
}

/** The rules in force for a year (its newest version), or undefined when the year has none. */
export async function rulesInForce(db: Kysely<Database>, systemCoding: string, year: string): Promise<LevelRuleVersion | undefined> {
  const row = await db
    .selectFrom('level_rules')
    .selectAll()
    .where('system_coding', '=', systemCoding)
    .where('year', '=', year)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toVersion(row) : undefined;
}

/** Every year of a system with the version in force, newest year first. */
export async function listLevelYears(db: Kysely<Database>, systemCoding: string, role: Role): Promise<LevelYear[]> {
  await visibleSystem(db, systemCoding, role);
  const rows = await db.selectFrom('level_rules').selectAll().where('system_coding', '=', systemCoding).orderBy('year', 'desc').orderBy('version', 'desc').execute();
  const seen = new Set<string>();
  const out: LevelYear[] = [];
  for (const row of rows) {
    if (seen.has(row.year)) continue;
    seen.add(row.year);
    out.push({ year: row.year, ...toVersion(row) });
  }
  return out;
}

/** One year with its versions, newest (in force) first; 404 when the year has no rules. */
export async function levelYearDetail(db: Kysely<Database>, systemCoding: string, year: string, role: Role): Promise<LevelYearDetail> {
  await visibleSystem(db, systemCoding, role);
  const rows = await versionsOf(db, systemCoding, year);
  if (!rows.length) throw notFound(LEVEL_MESSAGES.noRules(year));
  return { year, versions: rows.map(toVersion) };
}

/**
 * Saves a year's rules as a new version: checked by the shared rules (400 with the first message),
 * `baseVersion` must be the version in force (0 for a new year; else 409), then inserted with the
 * op-log line in one transaction. The unique (system, year, version) index makes one of two
 * simultaneous saves fail; that one answers 409 too.
 */
export async function saveLevelRules(db: Kysely<Database>, body: SaveLevelRulesBody, actor: LogActor & { role: Role }): Promise<LevelYearDetail> {
  await visibleSystem(db, body.systemCoding, actor.role);
  const checked = checkLevelRules(body.rules);
  if (!checked.ok) throw badRequest(checked.problems[0].message);
  const version = body.baseVersion + 1;
  try {
    await db.transaction().execute(async (tx) => {
      const current = await rulesInForce(tx, body.systemCoding, body.year);
      if ((current?.version ?? 0) !== body.baseVersion) throw conflict(body.baseVersion === 0 ? LEVEL_MESSAGES.exists(body.year) : LEVEL_MESSAGES.stale);
      await tx
        .insertInto('level_rules')
        .values({
          id: crypto.randomUUID(),
          system_coding: body.systemCoding,
          year: body.year,
          version,
          rules: JSON.stringify(checked.rules),
          saved_at: nowIso(),
          saved_by: actor.id,
          saved_by_name: actor.userName,
        })
        .execute();
      await writeOpLog(tx, actor, {
        action: 'level-rules.save',
        targetType: LEVEL_TARGET,
        targetId: `${body.systemCoding}/${body.year}`,
        detail: { version, from: current?.rules ?? null, to: checked.rules },
      });
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    // The other save of the same version committed first (unique index): a stale editor, as above.
    if ((await rulesInForce(db, body.systemCoding, body.year))?.version === version) throw conflict(LEVEL_MESSAGES.stale);
    throw err;
  }
  return levelYearDetail(db, body.systemCoding, body.year, actor.role);
}

/** Seeds years the first start: version 1 of each, saved by 'system' (fixtures, not a person). */
export async function seedLevelYears(db: Kysely<Database>, systemCoding: string, years: readonly string[], rules: CheckedLevelRule[]): Promise<void> {
  for (const year of years) {
    await db
      .insertInto('level_rules')
      .values({ id: crypto.randomUUID(), system_coding: systemCoding, year, version: 1, rules: JSON.stringify(rules), saved_at: nowIso(), saved_by: null, saved_by_name: 'system' })
      .execute();
  }
  await writeOpLog(db, { id: null, userName: 'system', role: '' }, { action: 'level-rules.seed', targetType: LEVEL_TARGET, targetId: systemCoding, detail: { years, rules } });
}
