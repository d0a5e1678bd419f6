import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { parseData } from '../db/repos/records';
import type { EvaluationDemoFixture } from '../../schemas/evaluation';
import { readExperts } from '../experts/repo';
import { eligiblePool } from '../experts/eligibility';
import { drawFrom } from '../experts/pick';
import { bidsOf, computeResult, PROJECT_NODE, BID_NODE } from './service';
import { scoreProblem } from './score';

/**
 * The demo evaluation (docs/bidding.md "专家评审"): a draw for the demo project made the way 专家抽取
 * draws (stored seed and pool, so 复核 answers 一致), one login account per drawn expert (expert1 …,
 * role U, linked in evaluation_experts), the project's sheet template, and — when the project has
 * bid files — every sheet submitted and the ranking rendered. Runs after the record seeds.
 */
export async function loadEvaluationFixtures(tx: Kysely<Database>, demo: EvaluationDemoFixture, hashed: string[]): Promise<{ experts: number; sheets: number }> {
  const own = await tx.selectFrom('records').select(['id', 'data']).where('node_id', '=', PROJECT_NODE).where('id', '=', demo.project).executeTakeFirst();
  if (!own) throw new Error(`fixture evaluation/demo.json: 没有 id 为 ${demo.project} 的项目`);
  // the bid-file seeds may name another demo project: the one with the most bidders wins when the named one has none
  let projectId = own.id;
  if (!(await bidsOf(tx, projectId)).length) {
    const counts = new Map<string, number>();
    for (const r of await tx.selectFrom('records').select('data').where('node_id', '=', BID_NODE).where('status', 'in', ['submitted', 'passed']).execute()) {
      const x = String(parseData(r.data).xmId ?? '');
      if (x) counts.set(x, (counts.get(x) ?? 0) + 1);
    }
    const best = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (best) projectId = best[0];
  }
  const project = await tx.selectFrom('records').select(['id', 'data', 'enterprise_id']).where('id', '=', projectId).executeTakeFirstOrThrow();
  const bids = await bidsOf(tx, projectId);
  const pool = eligiblePool(await readExperts(tx), { specialty: demo.specialty, region: demo.region }, { bidderNames: new Set(bids.map((b) => b.tbdw)), busy: new Set(), declined: new Set() });
  const picked = drawFrom(pool, demo.seed, demo.experts.length);
  if (picked.length < demo.experts.length) throw new Error('fixture evaluation/demo.json: 专家库中符合条件的专家不足');
  const admin = { id: 'u-admin', userName: '平台管理员', role: 'M' };
  const drawId = 'expert-draw-demo-001';
  const at = nowIso();
  await tx
    .insertInto('expert_draws')
    .values({
      id: drawId, project_id: projectId, project_name: String(parseData(project.data).xmmc ?? projectId), project_enterprise_id: project.enterprise_id,
      session_start: demo.session.start, session_end: demo.session.end, specialty: demo.specialty, region: demo.region, count: demo.experts.length,
      bidders: JSON.stringify(bids.map((b) => ({ name: b.tbdw }))), created_by: admin.id, created_by_name: admin.userName, created_at: at,
    })
    .execute();
  await tx.insertInto('expert_draw_steps').values({ draw_id: drawId, step: 1, kind: 'draw', seed: demo.seed, pool: JSON.stringify(pool), picked: JSON.stringify(picked), replaces: null, created_by: admin.userName, created_at: at }).execute();
  await tx.insertInto('expert_draw_members').values(picked.map((expertId) => ({ draw_id: drawId, expert_id: expertId, project_id: projectId, step: 1, state: 'drawn', session_start: demo.session.start, session_end: demo.session.end }))).execute();
  await writeOpLog(tx, admin, { action: 'expert.draw', targetType: 'expert-draw', targetId: drawId, gnCoding: 'trade_service', detail: { projectId, seed: demo.seed, pool: pool.length, picked } });

  const experts = new Map((await readExperts(tx)).map((e) => [e.id, e]));
  const users = demo.experts.map((a, i) => ({ id: `u-${a.username}`, username: a.username, name: experts.get(picked[i])?.name ?? a.username, expertId: picked[i] }));
  for (const [i, u] of users.entries()) {
    await tx
      .insertInto('users')
      .values({ id: u.id, username: u.username, user_name: u.name, password_hash: hashed[i], login_role_type: 'U', enterprise_id: null, photo: '', code_status: 1, practicing_status: JSON.stringify({ abnormal: false, practiceDetails: [] }), disabled: 0, created_at: at })
      .execute();
    await tx.insertInto('evaluation_experts').values({ user_id: u.id, expert_id: u.expertId }).execute();
  }
  await tx.insertInto('evaluation_templates').values({ project_id: projectId, template: JSON.stringify(demo.template), updated_by: admin.userName, updated_at: at }).execute();

  let sheets = 0;
  if (!bids.length) return { experts: users.length, sheets };
  for (const [e, u] of users.entries()) {
    for (const [b, bid] of bids.entries()) {
      const given = demo.scores[e]?.[b] ?? demo.scores[e]?.[demo.scores[e].length - 1];
      if (!given) throw new Error(`fixture evaluation/demo.json: 缺少专家 ${e + 1} 对投标人 ${b + 1} 的评分`);
      for (const part of ['ZS', 'JS', 'SW'] as const) {
        const problem = scoreProblem(part, demo.template[part], given[part], true);
        if (problem) throw new Error(`fixture evaluation/demo.json: ${problem}`);
        const id = crypto.randomUUID();
        await tx.insertInto('evaluation_sheets').values({ id, project_id: projectId, bid_id: bid.bidId, part, user_id: u.id, expert_id: u.expertId, scores: JSON.stringify(given[part]), state: 'submitted', version: 1, updated_at: at, submitted_at: at }).execute();
        await writeOpLog(tx, { id: u.id, userName: u.name, role: 'U' }, { action: 'evaluation.submit', targetType: 'evaluation-sheet', targetId: id, gnCoding: 'trade_service', detail: { xmId: projectId, bidId: bid.bidId, part } });
        sheets++;
      }
    }
  }
  const result = await computeResult(tx, projectId);
  await tx.insertInto('evaluation_results').values({ project_id: projectId, result: JSON.stringify(result), rendered_by: admin.userName, rendered_at: result.renderedAt }).execute();
  await writeOpLog(tx, admin, { action: 'evaluation.render', targetType: 'evaluation-result', targetId: projectId, gnCoding: 'trade_service', detail: { ranks: result.rows.map((r) => [r.bidId, r.rank, r.total]) } });
  return { experts: users.length, sheets };
}
