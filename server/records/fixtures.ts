import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Insertable, Kysely } from 'kysely';
import { check, RECORD_STATUSES, RecordSeed, type RecordStatus, type SeedField } from '../../schemas';
import type { Database, OpLogTable, RecordsTable } from '../db/types';
import { seededRandom } from '../seeded-random';

const SEED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/records');
const AUDITOR = 'u-admin';

/** The demo records' generator: the same seed file always gives the same records. */
export const prng = seededRandom;

/** Every seed file under fixtures/records, validated against schemas/record.ts. */
export function readRecordSeeds(dir = SEED_DIR): RecordSeed[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.seed.json'))
    .sort()
    .map((f) => {
      const result = check(RecordSeed, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
      if (!result.ok) throw new Error(`fixture records/${f} 不符合 schemas/ 的定义: ${result.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
      return result.value;
    });
}

const DAY_MS = 86_400_000;

function drawField(field: SeedField, rand: () => number, done: Record<string, unknown>, n: number, enterpriseName: string): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  if ('pick' in field) return pick(field.pick);
  if ('pickMany' in field) {
    const k = 1 + Math.floor(rand() * Math.min(field.max, field.pickMany.length));
    const pool = [...field.pickMany];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, k);
  }
  if ('int' in field) return field.int[0] + Math.floor(rand() * (field.int[1] - field.int[0] + 1));
  if ('decimal' in field) return Math.round((field.decimal[0] + rand() * (field.decimal[1] - field.decimal[0])) * 100) / 100;
  if ('date' in field) {
    const from = Date.parse(`${field.date[0]}T00:00:00Z`);
    const to = Date.parse(`${field.date[1]}T00:00:00Z`);
    return new Date(from + Math.floor(rand() * ((to - from) / DAY_MS + 1)) * DAY_MS).toISOString().slice(0, 10);
  }
  if ('yearOf' in field) return String(done[field.yearOf] ?? '').slice(0, 4);
  if ('template' in field) return field.template.replace(/\{(\w+)\}/g, (_m, key: string) => (key === 'n' ? String(n) : String(done[key] ?? '')));
  if ('lookup' in field) return field.map[String(done[field.lookup])] ?? '';
  if ('band' in field) {
    const v = Number(done[field.band]);
    return field.steps.find(([min]) => v >= min)?.[1] ?? field.steps.at(-1)![1];
  }
  return enterpriseName;
}

function drawStatus(weights: RecordSeed['statuses'], rand: () => number): RecordStatus {
  const entries = RECORD_STATUSES.map((s) => [s, weights[s] ?? 0] as const).filter(([, w]) => w > 0);
  let r = rand() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [s, w] of entries) if ((r -= w) < 0) return s;
  return entries.at(-1)![0];
}

interface Generated {
  record: Insertable<RecordsTable>;
  log: Array<Omit<Insertable<OpLogTable>, 'user_name'>>;
}

/** One record and its history: created, then each workflow step to `status`, spread up to `updated`. */
function recordWithHistory(
  seed: RecordSeed,
  systemCoding: string,
  n: number,
  ent: RecordSeed['enterprises'][number],
  data: Record<string, unknown>,
  status: RecordStatus,
  times: { created: number; updated: number },
  reason: string | null,
): Generated {
  const { created, updated } = times;
  const at = (ms: number) => new Date(ms).toISOString();
  const id = `${seed.nodeId}-${String(n).padStart(4, '0')}`;
  const line = (action: string, user: string, role: string, when: number, detail: object) => ({
    at: at(when), user_id: user, role, action: `record.${action}`, target_type: 'record', target_id: id, gn_coding: seed.nodeId, detail: JSON.stringify(detail), ok: 1,
  });
  const log = [line('create', ent.ownerUserId, 'U', created, { version: 1 })];
  // Steps are spread over [created, updated] in order, so the history reads forwards in time.
  const third = (updated - created) / 3;
  if (status !== 'draft') log.push(line('submit', ent.ownerUserId, 'U', status === 'submitted' ? updated : created + third, { from: 'draft', to: 'submitted' }));
  if (status === 'passed' || status === 'published' || status === 'rejected') {
    log.push(line('audit', AUDITOR, 'M', status === 'published' ? created + 2 * third : updated, { from: 'submitted', to: status === 'rejected' ? 'rejected' : 'passed', pass: status !== 'rejected', reason }));
  }
  if (status === 'published') log.push(line('publish', AUDITOR, 'M', updated, { from: 'passed', to: 'published' }));
  return {
    record: {
      id, node_id: seed.nodeId, system_coding: systemCoding, enterprise_id: ent.enterpriseId, owner_user_id: ent.ownerUserId, status,
      version: log.length, created_at: at(created), updated_at: at(updated), submitted_by: status === 'draft' ? null : ent.ownerUserId,
      assignee_id: null, audit_reason: reason, spread_at: null, sent_at: null, data: JSON.stringify(data),
    },
    log,
  };
}

/** The local day `days` from `now`, as yyyy-MM-dd (the demo's wall-clock dates are local, like the form's). */
function dayFrom(now: Date, days: number): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A row's value with `{day±N}` replaced by the day N days from `now`. */
function relativeValue(value: unknown, now: Date): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(/\{day([+-]\d+)?\}/g, (_m, offset: string | undefined) => dayFrom(now, Number(offset ?? 0)));
}

/**
 * The records (and their history lines) a seed describes: the drawn ones newest first, then its
 * written-out `rows` (dated relative to `now`, the load).
 */
export function generateRecords(seed: RecordSeed, systemCoding: string, now = new Date()): Generated[] {
  const rand = prng(seed.seed);
  const newest = Date.parse(`${seed.newest}T09:00:00Z`);
  const out: Generated[] = [];
  for (let n = 1; n <= seed.count; n++) {
    const ent = seed.enterprises[Math.floor(rand() * seed.enterprises.length)];
    const data: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(seed.fields)) data[key] = drawField(field, rand, data, n, ent.name);
    for (const key of Object.keys(data)) if (key.startsWith('_')) delete data[key];
    const status = drawStatus(seed.statuses, rand);
    const updated = newest - n * 97 * 60_000 - Math.floor(rand() * 3_600_000);
    const created = updated - Math.floor(rand() * 30) * DAY_MS - 3_600_000;
    const reason = status === 'rejected' ? seed.rejectReasons[Math.floor(rand() * seed.rejectReasons.length)] : null;
    out.push(recordWithHistory(seed, systemCoding, n, ent, data, status, { created, updated }, reason));
  }
  for (const [i, row] of (seed.rows ?? []).entries()) {
    const ent = seed.enterprises[row.enterprise];
    if (!ent) throw new Error(`fixture records/${seed.nodeId}.seed.json: rows[${i}].enterprise 超出 enterprises 的范围`);
    const data = Object.fromEntries(Object.entries(row.data).map(([k, v]) => [k, relativeValue(v, now)]));
    // The history lies in the days before the load: created 2–4 days ago, last changed hours ago.
    const updated = now.getTime() - (i + 1) * 47 * 60_000;
    const created = updated - (2 + (i % 3)) * DAY_MS;
    const reason = row.status === 'rejected' ? seed.rejectReasons[i % seed.rejectReasons.length] : null;
    out.push(recordWithHistory(seed, systemCoding, seed.count + i + 1, ent, data, row.status, { created, updated }, reason));
  }
  return out;
}

/** Rows per INSERT: well under both databases' bound-parameter limits. */
const CHUNK = 100;

/**
 * Loads the demo records of fixtures/records/*.seed.json; called once inside loadFixturesOnce's
 * transaction (after accounts and menus, whose ids the records refer to).
 */
export async function loadRecordFixtures(tx: Kysely<Database>): Promise<number> {
  const users = new Map((await tx.selectFrom('users').select(['id', 'user_name']).execute()).map((u) => [u.id, u.user_name]));
  let total = 0;
  for (const seed of readRecordSeeds()) {
    const menu = await tx.selectFrom('menus').select('system_coding').where('id', '=', seed.nodeId).executeTakeFirst();
    if (!menu) throw new Error(`fixture records/${seed.nodeId}.seed.json: 没有 id 为 ${seed.nodeId} 的菜单`);
    const generated = generateRecords(seed, menu.system_coding);
    const logs = generated.flatMap((g) => g.log).map((l) => ({ ...l, user_name: users.get(String(l.user_id)) ?? String(l.user_id) }));
    for (let i = 0; i < generated.length; i += CHUNK) {
      await tx.insertInto('records').values(generated.slice(i, i + CHUNK).map((g) => g.record)).execute();
    }
    for (let i = 0; i < logs.length; i += CHUNK) await tx.insertInto('op_log').values(logs.slice(i, i + CHUNK)).execute();
    total += generated.length;
  }
  return total;
}
