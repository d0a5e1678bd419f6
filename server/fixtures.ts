import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { check, DemoAccounts, PlatformFixture, SystemBundle, type BundleMenu, type SchemaIssue } from '../schemas';
import type { Database } from './db/types';
import { nowIso } from './db/clock';
import { getSetting, setSetting } from './db/repos/settings';
import { hashPassword } from './auth/password';
import { writeOpLog } from './db/repos/oplog';
import { loadNodeFixtures } from './fixture-files';
import { loadRecordFixtures } from './records/fixtures';
import { loadLevelFixtures } from './levels/fixtures';
import { loadEnterpriseFixtures } from './enterprises/fixtures';
import { CreditDescription, EnterpriseFixture } from '../schemas/enterprises';
import { CREDIT_DESCRIPTION_SETTING } from './credit/description';
import { writeScope } from './management/scope';

const FIXTURE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const ALL_ROLES = JSON.stringify(['M', 'D', 'U']);

function readValidated<T extends Parameters<typeof check>[0]>(schema: T, file: string) {
  const raw: unknown = JSON.parse(fs.readFileSync(path.join(FIXTURE_DIR, file), 'utf8'));
  const result = check(schema, raw);
  if (!result.ok) {
    const where = result.issues.map((i: SchemaIssue) => `${i.path}: ${i.message}`).join('; ');
    throw new Error(`fixture ${file} 不符合 schemas/ 的定义: ${where}`);
  }
  return result.value;
}

/** Every system bundle under fixtures/systems, validated. */
export function readSystemFixtures(): SystemBundle[] {
  return fs
    .readdirSync(path.join(FIXTURE_DIR, 'systems'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readValidated(SystemBundle, path.join('systems', f)) as SystemBundle);
}

/** Loads the demo data once: the marker is written in the same transaction as the data. */
export async function loadFixturesOnce(db: Kysely<Database>): Promise<boolean> {
  if (await getSetting(db, 'fixtures_loaded')) return false;
  const accounts = readValidated(DemoAccounts, 'accounts.json');
  const platform = readValidated(PlatformFixture, 'platform.json');
  const systems = readSystemFixtures();
  const enterprises = readValidated(EnterpriseFixture, 'enterprises.json');
  const description = readValidated(CreditDescription, 'credit/description.json');
  const hashed = await Promise.all(accounts.map((a) => hashPassword(a.password)));
  return db.transaction().execute(async (tx) => {
    if (await getSetting(tx, 'fixtures_loaded')) return false;
    await setSetting(tx, 'platform', platform);
    for (const [i, a] of accounts.entries()) {
      await tx
        .insertInto('users')
        .values({
          id: `u-${a.username}`,
          username: a.username,
          user_name: a.userName,
          password_hash: hashed[i],
          login_role_type: a.loginRoleType,
          enterprise_id: a.enterpriseId ?? null,
          photo: a.photo ?? '',
          code_status: a.codeStatus ?? 1,
          practicing_status: JSON.stringify(a.practicingStatus ?? { abnormal: false, practiceDetails: [] }),
          disabled: 0,
          created_at: nowIso(),
        })
        .execute();
      if (a.scope) await writeScope(tx, `u-${a.username}`, a.scope, nowIso());
    }
    for (const bundle of systems) await insertSystemBundle(tx, bundle, null);
    await loadNodeFixtures(tx);
    await loadRecordFixtures(tx);
    await loadLevelFixtures(tx);
    await loadEnterpriseFixtures(tx, enterprises);
    await setSetting(tx, CREDIT_DESCRIPTION_SETTING, description);
    await setSetting(tx, 'fixtures_loaded', { at: nowIso() });
    await writeOpLog(tx, { id: null, userName: 'system', role: '' }, {
      action: 'load-fixtures',
      targetType: 'database',
      targetId: 'fixtures',
      detail: { accounts: accounts.length, systems: systems.length },
    });
    return true;
  });
}

/** Inserts a system and its menu tree (used by fixtures and, later, bundle import). */
export async function insertSystemBundle(db: Kysely<Database>, bundle: SystemBundle, userId: string | null): Promise<void> {
  const s = bundle.system;
  await db
    .insertInto('systems')
    .values({
      id: crypto.randomUUID(),
      system_coding: s.gnCoding,
      system_name: s.systemName,
      title: s.title,
      levels: s.levels ?? 0,
      roles: JSON.stringify(s.roles ?? ['M', 'D', 'U']),
      created_at: nowIso(),
      created_by: userId,
    })
    .execute();
  const insert = async (menus: BundleMenu[], parent: string | null) => {
    for (const [sort, m] of menus.entries()) {
      await db
        .insertInto('menus')
        .values({
          id: m.id,
          system_coding: s.gnCoding,
          parent_id: parent,
          sort,
          title: m.title,
          icon: m.icon ?? '',
          it_shows: m.itShows ?? '是',
          node_properties: m.nodeProperties ?? '',
          style: m.style ?? '',
          node_set_flag: m.nodeSetFlag ? 1 : 0,
          disabled: m.disabled ? 1 : 0,
          roles: m.roles ? JSON.stringify(m.roles) : ALL_ROLES,
        })
        .execute();
      await insert(m.children ?? [], m.id);
    }
  };
  await insert(bundle.menus, null);
}
