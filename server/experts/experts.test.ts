import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import type { ExpertDraw, RecheckAnswer } from '../../schemas/experts';
import { readExperts } from './repo';
import type { Expert } from './eligibility';

// 专家抽取 through its routes (docs/projects.md "专家抽取 Expert extraction"), on SQLite or, with
// DATABASE_URL, PostgreSQL. Each test draws for a session of its own (a day apart) so the overlap
// exclusion of one test never reaches another's.

type Who = 'U' | 'U2' | 'D' | 'M';

describe('专家抽取 (/ks/expert/draw/*)', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  let experts: Expert[];
  let project: string; // a project of 华建 (ent-001, the demo account `enterprise`)
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'D', 'M'] as const) tokens[who] = await s.login(who);
    experts = await readExperts(s.ctx.db);
    const row = await s.ctx.db.selectFrom('records').select('id').where('node_id', '=', 'trade-project-list').where('enterprise_id', '=', 'ent-001').orderBy('id').executeTakeFirstOrThrow();
    project = row.id;
  });
  afterAll(async () => s.close());

  const post = <T>(who: Who, url: string, payload: unknown) => call<T>(s.app, { method: 'POST', url, token: tokens[who], payload });
  const session = (day: number, fromHour = 9, hours = 3) => ({
    sessionStart: new Date(Date.UTC(2030, 0, day, fromHour)).toISOString(),
    sessionEnd: new Date(Date.UTC(2030, 0, day, fromHour + hours)).toISOString(),
  });
  const draw = (body: Record<string, unknown>, who: Who = 'M') => post<ExpertDraw>(who, '/ks/expert/draw/add', { projectId: project, bidders: [], ...body });
  const inPool = (zy: string) => experts.filter((e) => e.inPool && e.specialty === zy);
  const byId = (id: string) => experts.find((e) => e.id === id)!;

  it('the demo pool has at least 60 experts across specialties and regions, some of them working for demo enterprises', () => {
    expect(experts.length).toBeGreaterThanOrEqual(60);
    expect(new Set(experts.map((e) => e.specialty)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(experts.map((e) => e.region[1])).size).toBeGreaterThanOrEqual(5);
    expect(experts.some((e) => e.workUnit === '华建工程有限公司' && e.specialty === 'fj' && e.inPool)).toBe(true);
    expect(experts.some((e) => !e.inPool)).toBe(true);
  });

  it('draws N experts of the specialty and region, stores seed and pool, and 复核 recomputes the same experts', async () => {
    const answer = await draw({ ...session(1), specialty: 'sl', count: 3 });
    expect([answer.status, answer.body.message]).toEqual([200, '抽取完成']);
    const d = answer.body.data;
    expect(d.experts.map((e) => e.state)).toEqual(['drawn', 'drawn', 'drawn']);
    const [step] = d.steps;
    expect(step.seed).toMatch(/^[0-9a-f]{8}$/);
    expect(step.pool).toEqual(inPool('sl').map((e) => e.id).sort());
    expect(d.experts.map((e) => e.expertId)).toEqual(step.picked);
    for (const id of step.picked) expect(byId(id)).toMatchObject({ specialty: 'sl', inPool: true });

    const check = await post<RecheckAnswer>('M', '/ks/expert/draw/recheck', { drawId: d.id });
    expect([check.body.message, check.body.data.consistent]).toEqual(['一致', true]);
    // A stored pick changed behind the service's back no longer recomputes: 复核 really re-runs it.
    await s.ctx.db.updateTable('expert_draw_steps').set({ picked: JSON.stringify([...step.picked].reverse()) }).where('draw_id', '=', d.id).execute();
    const tampered = await post<RecheckAnswer>('M', '/ks/expert/draw/recheck', { drawId: d.id });
    expect([tampered.body.message, tampered.body.data.consistent]).toEqual(['不一致', false]);
    const log = await s.ctx.db.selectFrom('op_log').select('action').where('target_id', '=', d.id).orderBy('id').execute();
    expect(log.map((l) => l.action)).toEqual(['expert.draw', 'expert.recheck', 'expert.recheck']);
  });

  it('a region narrows the pool to experts whose region path holds it', async () => {
    const d = (await draw({ ...session(2), specialty: 'sz', region: '330000', count: 1 })).body.data;
    expect(d.steps[0].pool).toEqual(inPool('sz').filter((e) => e.region.includes('330000')).map((e) => e.id).sort());
    expect(d.regionName).toBe('浙江省');
  });

  it('not enough eligible experts: 符合条件的专家不足 with both numbers, and nothing stored', async () => {
    const have = inPool('dq').length;
    const answer = await draw({ ...session(3), specialty: 'dq', count: have + 1 });
    expect([answer.status, answer.body.message]).toEqual([400, `符合条件的专家不足：需要 ${have + 1} 名，仅有 ${have} 名`]);
    expect((await post<ExpertDraw[]>('M', '/ks/expert/draw/list', { projectId: project })).body.data.every((d) => d.specialty !== 'dq')).toBe(true);
  });

  it('excludes the bidding enterprises’ experts, by name and by enterprise id', async () => {
    const huajian = inPool('fj').filter((e) => e.workUnit === '华建工程有限公司');
    const qinchuan = inPool('fj').filter((e) => e.workUnit === '秦川建设集团');
    const others = inPool('fj').length - huajian.length - qinchuan.length;
    const d = (await draw({ ...session(4), specialty: 'fj', count: others, bidders: [{ id: 'ent-001', name: '任意写法' }, { name: ' 秦川建设集团 ' }] })).body.data;
    expect(d.steps[0].pool).toHaveLength(others);
    for (const id of d.steps[0].pool) expect(['华建工程有限公司', '秦川建设集团']).not.toContain(byId(id).workUnit);
    expect(d.experts.every((e) => e.workUnit !== '华建工程有限公司')).toBe(true);
  });

  it('excludes experts drawn for an overlapping session of any project, not those of an adjacent one', async () => {
    const all = inPool('jt').length;
    await draw({ ...session(5, 9, 3), specialty: 'jt', count: all });
    const other = await s.ctx.db.selectFrom('records').select('id').where('node_id', '=', 'trade-project-list').where('id', '!=', project).orderBy('id').executeTakeFirstOrThrow();
    const overlapping = await post<ExpertDraw>('M', '/ks/expert/draw/add', { projectId: other.id, bidders: [], ...session(5, 11, 3), specialty: 'jt', count: 1 });
    expect(overlapping.body.message).toBe('符合条件的专家不足：需要 1 名，仅有 0 名');
    const adjacent = await post<ExpertDraw>('M', '/ks/expert/draw/add', { projectId: other.id, bidders: [], ...session(5, 12, 2), specialty: 'jt', count: all });
    expect(adjacent.status).toBe(200);
  });

  it('a replacement excludes the decliner and the experts already on the draw, is a step of its own, and 复核 holds', async () => {
    const d = (await draw({ ...session(6), specialty: 'znh', count: 3 })).body.data;
    const decliner = d.experts[0].expertId;
    const replaced = await post<ExpertDraw>('M', '/ks/expert/draw/replace', { drawId: d.id, expertId: decliner });
    expect([replaced.status, replaced.body.message]).toEqual([200, '已替换']);
    const r = replaced.body.data;
    const step2 = r.steps[1];
    expect(step2).toMatchObject({ step: 2, kind: 'replace', replaces: decliner });
    expect(step2.pool).not.toContain(decliner);
    for (const e of d.experts) expect(step2.pool).not.toContain(e.expertId);
    expect(r.experts.find((e) => e.expertId === decliner)?.state).toBe('declined');
    expect(r.experts.filter((e) => e.state === 'drawn')).toHaveLength(3);
    expect((await post<RecheckAnswer>('M', '/ks/expert/draw/recheck', { drawId: d.id })).body.data.consistent).toBe(true);
    // the decliner stays out of this project's later draws, whatever their session
    const later = (await draw({ ...session(20), specialty: 'znh', count: 1 })).body.data;
    expect(later.steps[0].pool).not.toContain(decliner);
    // and cannot be replaced twice
    expect((await post('M', '/ks/expert/draw/replace', { drawId: d.id, expertId: decliner })).body.message).toBe('该专家不在本次抽取的在选名单中');
  });

  it('before the opening only administrators read the names; after it the project’s own enterprise does too', async () => {
    const future = (await draw({ ...session(7), specialty: 'zj', count: 2 })).body.data;
    const pastStart = new Date(Date.now() - 3_600_000).toISOString();
    const past = (await draw({ sessionStart: pastStart, sessionEnd: new Date(Date.now() + 3_600_000).toISOString(), specialty: 'yl', count: 2 })).body.data;
    const read = async (who: Who) => (await post<ExpertDraw[]>(who, '/ks/expert/draw/project', { projectId: project })).body.data;

    const asM = await read('M');
    expect(asM.find((d) => d.id === future.id)).toMatchObject({ visible: true, notice: '' });
    expect(asM.find((d) => d.id === future.id)!.experts[0].phone).toMatch(/^139\d{8}$/);
    for (const who of ['U', 'U2', 'D'] as const) {
      const f = (await read(who)).find((d) => d.id === future.id)!;
      expect([f.visible, f.notice, f.experts, f.steps, f.bidders]).toEqual([false, '已抽取 2 名专家（开标前不公开）', [], [], []]);
      // the answer holds no name or id of a drawn expert anywhere
      const text = JSON.stringify(f);
      for (const e of future.experts) expect(text).not.toContain(e.expertId);
    }
    const own = (await read('U')).find((d) => d.id === past.id)!;
    expect(own.visible).toBe(true);
    expect(own.experts.map((e) => e.name)).toEqual(past.experts.map((e) => e.name));
    expect(own.experts[0].phone).toBeUndefined();
    for (const who of ['U2', 'D'] as const) {
      const other = (await read(who)).find((d) => d.id === past.id)!;
      expect([other.visible, other.notice, other.experts]).toEqual([false, '已抽取 2 名专家', []]);
    }
  });

  it('only administrators draw, replace, re-check and list; anyone logged in reads a project’s draws', async () => {
    for (const who of ['U', 'D'] as const) {
      expect((await draw({ ...session(8), specialty: 'sl', count: 1 }, who)).status).toBe(403);
      expect((await post(who, '/ks/expert/draw/list', {})).status).toBe(403);
      expect((await post(who, '/ks/expert/draw/options', {})).status).toBe(403);
    }
    expect((await call(s.app, { method: 'POST', url: '/ks/expert/draw/project', payload: { projectId: project } })).status).toBe(401);
    expect((await draw({ ...session(8), specialty: 'sl', count: 1, projectId: 'no-such-project' })).body.message).toBe('项目不存在');
    expect((await draw({ sessionStart: session(8).sessionEnd, sessionEnd: session(8).sessionStart, specialty: 'sl', count: 1 })).body.message).toBe('评标结束时间须晚于开始时间');
    const options = (await post<{ projects: unknown[]; specialties: Array<{ label: string }>; regions: Array<{ children?: unknown[] }> }>('M', '/ks/expert/draw/options', {})).body.data;
    expect(options.projects.length).toBeGreaterThan(0);
    expect(options.specialties.map((o) => o.label)).toContain('房建');
    expect(options.regions[0].children?.length).toBeGreaterThan(0);
  });
});
