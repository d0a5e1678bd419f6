import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { dataOf, NODE, rowOf, seedRecord } from '../routes/records/test-kit';

// 等级设置 through the API (docs/credit.md "等级设置"), on SQLite or, with DATABASE_URL, PostgreSQL:
// the seeded years, saving rules as versions, the refusals, and a record's level set on save and
// submit from the rule in force, kept when the rules change later.

type Who = 'U' | 'D' | 'M';
const SYSTEM = 'credit_eval';
const DEMO_RULES = [
  { level: 'AAA', minScore: 90 },
  { level: 'AA', minScore: 80 },
  { level: 'A', minScore: 70 },
  { level: 'B', minScore: 60 },
  { level: 'C', minScore: 0 },
];

interface Detail {
  year: string;
  versions: Array<{ version: number; rules: Array<{ level: string; minScore: number; note?: string }>; savedBy: string; savedAt: string }>;
}

describe('level rules (/ks/credit/level-rules/*) and record levels', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'D', 'M'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const post = <T = unknown>(who: Who, path: string, payload: unknown) => call<T>(s.app, { method: 'POST', url: path, token: tokens[who], payload });
  const rules = (who: Who, path: string, payload: unknown) => post<Detail>(who, `/ks/credit/level-rules/${path}`, payload);
  const save = (year: string, list: unknown[], baseVersion: number, who: Who = 'M') => rules(who, 'save', { systemCoding: SYSTEM, year, rules: list, baseVersion });
  const current = async (year: string) => (await rules('M', 'detail', { systemCoding: SYSTEM, year })).body.data.versions[0];
  const saveRecord = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    post<{ id: string; version: number }>('U', '/ks/monitor/record/save', { nodeId: NODE, data, ...extra });
  const stored = async (id: string) => dataOf((await rowOf(s.ctx.db, id))!.data);
  const logLines = (targetId: string) => s.ctx.db.selectFrom('op_log').selectAll().where('target_type', '=', 'level-rules').where('target_id', '=', targetId).orderBy('id').execute();

  it('seeds 2023–2026 from the dictionary’s minimum scores; M and D read them, U may not', async () => {
    const years = await rules('D', 'years', { systemCoding: SYSTEM });
    expect(years.body.code).toBe(200);
    const list = years.body.data as unknown as Array<{ year: string; version: number; rules: unknown; savedBy: string }>;
    expect(list.map((y) => y.year)).toEqual(['2026', '2025', '2024', '2023']);
    expect(list[0]).toMatchObject({ version: 1, rules: DEMO_RULES, savedBy: 'system' });
    expect((await rules('U', 'years', { systemCoding: SYSTEM })).status).toBe(403);
    const missing = await rules('M', 'detail', { systemCoding: SYSTEM, year: '2019' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('2019 年度尚未设置等级规则');
  });

  it('a save adds a version (the newest is in force) with who and when, and an op-log line; D and U are refused', async () => {
    const changed = DEMO_RULES.map((r) => (r.level === 'AA' ? { ...r, minScore: 85, note: '良好' } : r));
    const res = await save('2025', changed, 1);
    expect(res.body.message).toBe('保存成功');
    expect(res.body.data.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(res.body.data.versions[0]).toMatchObject({ savedBy: '平台管理员', rules: changed });
    expect((await save('2025', DEMO_RULES, 2, 'D')).status).toBe(403);
    expect((await save('2025', DEMO_RULES, 2, 'U')).status).toBe(403);
    expect((await current('2025')).version).toBe(2);
    const lines = await logLines('credit_eval/2025');
    expect(lines.map((l) => [l.action, l.role, JSON.parse(l.detail).version])).toEqual([['level-rules.save', 'M', 2]]);
  });

  it('refuses a bad rule set with the shared message, a stale base version and a new year that exists', async () => {
    const refusals: Array<[unknown[], string]> = [
      [[], '请至少设置一个等级'],
      [[{ level: 'A', minScore: 80 }, { level: 'A', minScore: 0 }], '第 2 行：等级 A 重复，每个等级只能出现一次'],
      [[{ level: 'A', minScore: 60 }, { level: 'B', minScore: 70 }, { level: 'C', minScore: 0 }], '第 2 行：最低分须低于上一行的 60 分（等级从高到低排列）'],
      [[{ level: 'A', minScore: 120 }, { level: 'B', minScore: 0 }], '第 1 行：最低分须在 0 到 100 之间'],
      [[{ level: 'A', minScore: 60 }, { level: 'B', minScore: 5 }], '第 2 行：最后一个等级的最低分须为 0，使每个分数都有等级'],
    ];
    for (const [list, message] of refusals) {
      const res = await save('2024', list, 1);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const stale = await save('2024', DEMO_RULES, 0);
    expect([stale.status, stale.body.message]).toEqual([409, '2024 年度已存在，请直接修改']);
    await save('2024', DEMO_RULES, 1);
    const lost = await save('2024', DEMO_RULES, 1);
    expect([lost.status, lost.body.message]).toEqual([409, '该年度的等级规则已被他人修改，请刷新后重新保存']);
    expect((await rules('M', 'save', { systemCoding: SYSTEM, year: '26', rules: DEMO_RULES, baseVersion: 0 })).status).toBe(400);
    expect((await current('2024')).version).toBe(2);
  });

  it('a new year starts at version 1', async () => {
    const res = await save('2027', [{ level: '优', minScore: 60 }, { level: '差', minScore: 0 }], 0);
    expect(res.body.data.versions).toMatchObject([{ version: 1, rules: [{ level: '优' }, { level: '差' }] }]);
  });

  it('a record saved with a score and a year gets the level of the rule in force (whatever the client sent) and the version used', async () => {
    const saved = await saveRecord({ qymc: '华建工程有限公司', pf: 83, pjnf: '2026', xydj: 'AAA' });
    expect(saved.body.code).toBe(200);
    expect(await stored(saved.body.data.id)).toMatchObject({ pf: 83, xydj: 'AA', xydjRuleVersion: 1 });
    // Text scores and number years count too; without a year nothing is graded.
    const text = await saveRecord({ qymc: '华建工程有限公司', pf: '59.5', pjnf: 2026 });
    expect(await stored(text.body.data.id)).toMatchObject({ xydj: 'C', xydjRuleVersion: 1 });
    const noYear = await saveRecord({ qymc: '华建工程有限公司', pf: 95 });
    expect(await stored(noYear.body.data.id)).not.toHaveProperty('xydj');
    const line = await s.ctx.db.selectFrom('op_log').select('detail').where('target_id', '=', saved.body.data.id).where('action', '=', 'record.create').executeTakeFirstOrThrow();
    expect(JSON.parse(line.detail)).toMatchObject({ grade: { year: '2026', level: 'AA', ruleVersion: 1 } });
  });

  it('changing the rules never rewrites saved records; a record saved or submitted afterwards follows the new version', async () => {
    const before = await saveRecord({ qymc: '华建工程有限公司', pf: 83, pjnf: '2023' });
    const passed = await seedRecord(s.ctx.db, 'passed', { data: { qymc: '华建工程有限公司', pf: 83, pjnf: '2023', xydj: 'AA', xydjRuleVersion: 1 } });
    const raised = DEMO_RULES.map((r) => (r.level === 'AA' ? { ...r, minScore: 85 } : r));
    expect((await save('2023', raised, 1)).body.code).toBe(200);

    // Already saved: the level and the version they were graded with stay.
    expect(await stored(before.body.data.id)).toMatchObject({ xydj: 'AA', xydjRuleVersion: 1 });
    expect(await stored(passed.id)).toMatchObject({ xydj: 'AA', xydjRuleVersion: 1 });

    // Submitted after the change: graded by version 2.
    const submitted = await post('U', '/ks/monitor/submit', { nodeId: NODE, id: before.body.data.id, version: before.body.data.version });
    expect(submitted.body.code).toBe(200);
    expect(await stored(before.body.data.id)).toMatchObject({ xydj: 'A', xydjRuleVersion: 2 });

    const after = await saveRecord({ qymc: '华建工程有限公司', pf: 83, pjnf: '2023' });
    expect(await stored(after.body.data.id)).toMatchObject({ xydj: 'A', xydjRuleVersion: 2 });
  });

  it('a passed score change (变更) grades the record again by the rule in force', async () => {
    const { id } = await seedRecord(s.ctx.db, 'passed', { data: { qymc: '华建工程有限公司', pf: 83, pjnf: '2026', xmmc: '学校新建工程', xydj: 'AA', xydjRuleVersion: 1 } });
    const change = await post<{ id: string }>('U', '/ks/rfc/save-change-data', {
      gnCoding: NODE,
      systemCoding: SYSTEM,
      businessId: id,
      changeType: '信息变更/评分变更',
      changeTypeCode: 'info/score',
      logbook: '复核后评分有误',
      attachment: '/ks/file/download/demo-zbgg',
      dataList: [{ changeField: 'pf', newValue: 92 }],
    });
    expect(change.body.code).toBe(200);
    expect((await post('U', '/ks/rfc/change-submit', { id: change.body.data.id, gnCoding: NODE })).body.code).toBe(200);
    expect((await post('M', '/ks/rfc/change-audit', { id: change.body.data.id, gnCoding: NODE, pass: true })).body.code).toBe(200);
    expect(await stored(id)).toMatchObject({ pf: 92, xydj: 'AAA', xydjRuleVersion: 1 });
  });
});
