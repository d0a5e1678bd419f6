import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { check } from '../../schemas';
import { FiveInOneFixture } from '../../schemas/five-in-one-calls';
import { PROJECT_KEY, REGISTRATIONS } from '../../schemas/five-in-one';
import { parseData } from '../db/repos/records';

const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/projects/five-in-one.json');
const AUDITOR = 'u-admin';
const HOUR = 3_600_000;

/**
 * Demo registrations of demo projects (fixtures/projects/five-in-one.json, docs/projects.md): each
 * stored as the enterprise owning the project made it, at its stage, with its history in op_log,
 * so 进场登记 shows projects with everything passed, half-way and new. Runs after the record seeds.
 */
export async function loadFiveInOneFixtures(tx: Kysely<Database>): Promise<number> {
  if (!fs.existsSync(FILE)) return 0;
  const result = check(FiveInOneFixture, JSON.parse(fs.readFileSync(FILE, 'utf8')));
  if (!result.ok) throw new Error(`fixture projects/five-in-one.json 不符合 schemas/ 的定义: ${result.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  const users = new Map((await tx.selectFrom('users').select(['id', 'user_name']).execute()).map((u) => [u.id, u.user_name]));
  let n = 0;
  for (const r of result.value.registrations) {
    const project = await tx.selectFrom('records').selectAll().where('id', '=', r.project).executeTakeFirst();
    if (!project) throw new Error(`fixture projects/five-in-one.json: 没有 id 为 ${r.project} 的项目`);
    const node = REGISTRATIONS.find((g) => g.key === r.key)!.records!;
    const id = `${node}-demo-${String(++n).padStart(3, '0')}`;
    const created = Date.parse(project.updated_at) + HOUR;
    const at = (step: number) => new Date(created + step * HOUR).toISOString();
    const data = { ...r.data, [PROJECT_KEY]: project.id, xmmc: parseData(project.data).xmmc ?? '' };
    const owner = project.owner_user_id;
    const line = (action: string, user: string, role: string, step: number, detail: object) => ({
      at: at(step), user_id: user, user_name: users.get(user) ?? user, role, action: `record.${action}`, target_type: 'record', target_id: id, gn_coding: node, detail: JSON.stringify(detail), ok: 1,
    });
    const log = [line('create', owner, 'U', 0, { version: 1 })];
    if (r.status !== 'draft') log.push(line('submit', owner, 'U', 1, { from: 'draft', to: 'submitted' }));
    if (r.status === 'passed' || r.status === 'rejected') log.push(line('audit', AUDITOR, 'M', 2, { from: 'submitted', to: r.status, pass: r.status === 'passed', reason: r.reason ?? null }));
    await tx
      .insertInto('records')
      .values({
        id, node_id: node, system_coding: project.system_coding, enterprise_id: project.enterprise_id, owner_user_id: owner, status: r.status, version: log.length,
        created_at: at(0), updated_at: at(log.length - 1), submitted_by: r.status === 'draft' ? null : owner, assignee_id: null, audit_reason: r.reason ?? null,
        spread_at: null, sent_at: null, data: JSON.stringify(data),
      })
      .execute();
    await tx.insertInto('op_log').values(log).execute();
  }
  return n;
}
