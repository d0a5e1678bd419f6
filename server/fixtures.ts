import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { check, DemoAccounts, PlatformFixture, SystemBundle, type SchemaIssue } from '../schemas';
import { CatalogueFixture } from '../schemas/catalogue';
import { insertSystemBundle } from './db/repos/system-bundle';
import { saveCatalogue } from './db/repos/catalogue';
import { listMenus } from './db/repos/structure';
import { catalogueProblems } from './catalogue/problems';
import type { Database } from './db/types';
import { nowIso } from './db/clock';
import { getSetting, setSetting } from './db/repos/settings';
import { hashPassword } from './auth/password';
import { writeOpLog } from './db/repos/oplog';
import { loadNodeFixtures } from './fixture-files';
import { loadRecordFixtures } from './records/fixtures';
import { claimLoadedBookings } from './venue/claims';
import { loadFiveInOneFixtures } from './projects/fixtures';
import { loadBidFileFixtures } from './detection/fixtures';
import { loadBidStepFixtures } from './bidsteps/fixtures';
import { loadLevelFixtures } from './levels/fixtures';
import { loadEnterpriseFixtures } from './enterprises/fixtures';
import { CreditDescription, EnterpriseFixture } from '../schemas/enterprises';
import { CREDIT_DESCRIPTION_SETTING } from './credit/description';
import { writeScope } from './management/scope';
import { loadEvaluationFixtures } from './evaluation/fixtures';
import { loadPriceFixtures } from './prices/fixtures';
import { EvaluationDemoFixture } from '../schemas/evaluation';
import { loadDownloadFixtures } from './downloads/fixtures';

const FIXTURE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

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

/** Every system's demo call catalogue under fixtures/calls (docs/api.md "Business-call catalogue"), validated. */
export function readCatalogueFixtures(): CatalogueFixture[] {
  const dir = path.join(FIXTURE_DIR, 'calls');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readValidated(CatalogueFixture, path.join('calls', f)) as CatalogueFixture);
}

/**
 * Stores the demo catalogues as each system's version 1. No app is built yet to list the engine's
 * routes: server/catalogue/credit-calls.test.ts checks the demo rows against them.
 */
async function loadCatalogueFixtures(tx: Kysely<Database>, catalogues: CatalogueFixture[]): Promise<void> {
  const system = { id: null, userName: 'system', role: '' };
  for (const c of catalogues) {
    const nodeIds = new Set((await listMenus(tx, c.systemCoding)).map((m) => m.id));
    const problems = catalogueProblems(c.calls, { systemCoding: c.systemCoding, nodeIds, engineRoutes: [], otherRows: [] });
    if (problems.length) throw new Error(`fixture calls/${c.systemCoding}.json: ${problems.join('; ')}`);
    await saveCatalogue(tx, { systemCoding: c.systemCoding, expectedVersion: 0, calls: c.calls, actor: system, action: 'load-call-catalogue' });
  }
}

/** Loads the demo data once: the marker is written in the same transaction as the data. */
export async function loadFixturesOnce(db: Kysely<Database>): Promise<boolean> {
  if (await getSetting(db, 'fixtures_loaded')) return false;
  const accounts = readValidated(DemoAccounts, 'accounts.json');
  const platform = readValidated(PlatformFixture, 'platform.json');
  const systems = readSystemFixtures();
  const enterprises = readValidated(EnterpriseFixture, 'enterprises.json');
  const description = readValidated(CreditDescription, 'credit/description.json');
  const catalogues = readCatalogueFixtures();
  const evaluation = readValidated(EvaluationDemoFixture, 'evaluation/demo.json');
  const expertHashes = await Promise.all(evaluation.experts.map((a) => hashPassword(a.password)));
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
    await loadDownloadFixtures(tx);
    await loadRecordFixtures(tx);
    await claimLoadedBookings(tx);
    await loadFiveInOneFixtures(tx);
    await loadEvaluationFixtures(tx, evaluation, expertHashes);
    await loadBidFileFixtures(tx);
    await loadBidStepFixtures(tx);
    await loadLevelFixtures(tx);
    await loadEnterpriseFixtures(tx, enterprises);
    await loadPriceFixtures(tx, nowIso());
    await setSetting(tx, CREDIT_DESCRIPTION_SETTING, description);
    await loadCatalogueFixtures(tx, catalogues);
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
