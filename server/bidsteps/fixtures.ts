import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { check } from '../../schemas';
import { BidStepFixture, BID_STEPS_NODE } from '../../schemas/bid-steps';
import type { StepsConfig } from '../../schemas/page-kinds/steps/config';
import { failingRule } from '../../schemas/page-kinds/steps';
import { stepsNodeConfig } from './repo';
import { signInAll, signInValues } from './sign-in';
import { signInStep } from '../../schemas/bid-steps';

const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/projects/bid-steps.json');
const ADMIN = { id: 'u-admin', name: 'admin' };
const HOUR = 3_600_000;

/**
 * Demo projects part-way through 开标步骤 (fixtures/projects/bid-steps.json, docs/bidding.md): each
 * step before `current` stored with its values and moved out of as an administrator would, its
 * rules checked as the server checks a move (a demo that could not have been walked fails the load).
 * Runs after the nodes and the project records are loaded.
 */
export async function loadBidStepFixtures(tx: Kysely<Database>): Promise<number> {
  if (!fs.existsSync(FILE)) return 0;
  const result = check(BidStepFixture, JSON.parse(fs.readFileSync(FILE, 'utf8')));
  if (!result.ok) throw new Error(`fixture projects/bid-steps.json 不符合 schemas/ 的定义: ${result.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  const config = (await stepsNodeConfig(tx, BID_STEPS_NODE)) as StepsConfig | undefined;
  if (!config) throw new Error(`fixture projects/bid-steps.json: 没有开标步骤节点 ${BID_STEPS_NODE}`);
  for (const p of result.value.projects) {
    const project = await tx.selectFrom('records').select(['id', 'updated_at']).where('id', '=', p.project).executeTakeFirst();
    if (!project) throw new Error(`fixture projects/bid-steps.json: 没有 id 为 ${p.project} 的项目`);
    const upTo = config.steps.findIndex((s) => s.key === p.current);
    if (upTo < 0) throw new Error(`fixture projects/bid-steps.json: 没有步骤 ${p.current}`);
    const start = Date.parse(project.updated_at) + 24 * HOUR;
    const at = (n: number) => new Date(start + n * HOUR).toISOString();
    for (const [step, given] of Object.entries(p.values)) {
      // a sign-in step left: everyone of the project signed in, the count the server's (as a move stores it)
      const signIn = signInStep(step);
      const left = config.steps.findIndex((s) => s.key === step) < upTo;
      if (signIn && left) await signInAll(tx, p.project, signIn.kind, ADMIN.name, at(0));
      const data = signIn && left ? { ...given, ...(await signInValues(tx, p.project, step)) } : given;
      p.values[step] = data;
      await tx.insertInto('bid_step_values').values({ project_id: p.project, step, data: JSON.stringify(data), updated_by: ADMIN.name, updated_at: at(0) }).execute();
    }
    for (let i = 0; i < upTo; i++) {
      const from = config.steps[i];
      const failing = failingRule(from.rules, p.values[from.key] ?? {});
      if (failing) throw new Error(`fixture projects/bid-steps.json: ${p.project} 的「${from.title}」不满足：${failing.message}`);
      const to = config.steps[i + 1].key;
      await tx.insertInto('bid_step_moves').values({ project_id: p.project, seq: i + 1, from_step: from.key, to_step: to, moved_by: ADMIN.name, moved_at: at(i + 1) }).execute();
      await tx
        .insertInto('op_log')
        .values({ at: at(i + 1), user_id: ADMIN.id, user_name: ADMIN.name, role: 'M', action: 'bidstep.move', target_type: 'bid-step', target_id: p.project, gn_coding: 'trade_service', detail: JSON.stringify({ from: from.key, to }), ok: 1 })
        .execute();
    }
    if (upTo > 0) await tx.insertInto('bid_step_state').values({ project_id: p.project, step: p.current, version: upTo, updated_by: ADMIN.name, updated_at: at(upTo) }).execute();
  }
  return result.value.projects.length;
}
