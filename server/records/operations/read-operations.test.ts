import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { startTestServer, type TestServer } from '../../test/harness';
import type { SessionUser } from '../../session-user';
import { dataOf, seedRecord } from '../../routes/records/test-kit';
import { DistinctAnswer, GroupedAnswer } from '../../../schemas/record-operations';
import { distinct } from './distinct';
import { grouped } from './grouped';
import { tree } from './tree';
import { creditTarget, runOp, userOf } from '../../test/operation-kit';

// The reading operations apply the list call's read rules: an enterprise sees its own records, a
// region-limited administrator the records of its region's enterprises, a public row (and an
// anonymous caller) published records only, and a node hidden from the role answers 404.

describe('distinct, grouped and tree operations', () => {
  let s: TestServer;
  const users: Record<'U' | 'U2' | 'M' | 'MJS', SessionUser> = {} as never;
  beforeAll(async () => {
    s = await startTestServer();
    [users.U, users.U2, users.M, users.MJS] = await Promise.all(['enterprise', 'enterprise2', 'admin', 'admin_js'].map((u) => userOf(s, u)));
    // lb and rq are keys no demo record has: only these four records hold them.
    await seedRecord(s.ctx.db, 'draft', { enterpriseId: 'ent-001', data: { qymc: '华建工程有限公司', lb: '丙', rq: '2031-05-03' } });
    await seedRecord(s.ctx.db, 'published', { enterpriseId: 'ent-001', data: { qymc: '华建工程有限公司', lb: '甲', rq: '2031-05-20' } });
    await seedRecord(s.ctx.db, 'passed', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2', data: { qymc: '秦川建设集团', lb: '乙', rq: '2031-06-01 09:30' } });
    await seedRecord(s.ctx.db, 'published', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2', data: { qymc: '秦川建设集团', lb: '乙', rq: '2031-06-15' } });
  });
  afterAll(async () => s.close());

  const values = (user: SessionUser | null, extra: Parameters<typeof creditTarget>[0] = {}, body: Record<string, unknown> = {}) =>
    runOp<string[]>(s, distinct, user, creditTarget({ field: 'lb', ...extra }), body);
  const counts = (user: SessionUser | null, extra: Parameters<typeof creditTarget>[0] = {}) =>
    runOp<Array<{ value: string | null; count: number }>>(s, grouped, user, creditTarget({ field: 'lb', ...extra }));

  it('distinct: each caller gets the values of the records it may read, in code-point order', async () => {
    expect(await values(users.U)).toEqual(['丙', '甲']);
    expect(await values(users.U2)).toEqual(['乙']);
    expect(await values(users.M)).toEqual(['丙', '乙', '甲']);
    // admin_js manages 江苏 (320000): 秦川建设集团 (ent-002) only.
    expect(await values(users.MJS)).toEqual(['乙']);
    expect(Value.Check(DistinctAnswer, await values(users.M))).toBe(true);
  });

  it('distinct: a public row and an anonymous caller read published records of every enterprise', async () => {
    expect(await values(null, { public: true })).toEqual(['乙', '甲']);
    // The enterprise user through a public row: published records only, its own draft left out.
    expect(await values(users.U, { public: true })).toEqual(['乙', '甲']);
  });

  it("distinct: the row's fixed conditions and the caller's filters narrow the records", async () => {
    expect(await values(users.M, { fixed: { status: 'published' } })).toEqual(['乙', '甲']);
    expect(await values(users.M, {}, { filters: { status: 'draft' } })).toEqual(['丙']);
    expect(await values(users.M, {}, { filters: { qymc: '秦川' } })).toEqual(['乙']);
    await expect(values(users.M, {}, { filters: { lb: '甲' } })).rejects.toMatchObject({ httpStatus: 400, message: '不支持的查询条件：lb' });
  });

  it('a node hidden from the role, or of another system than the row names, is 404 功能节点不存在', async () => {
    // 承诺书审核 is a menu of M and D only.
    await expect(values(users.U, { nodeId: 'credit-commitment-list' })).rejects.toMatchObject({ httpStatus: 404, message: '功能节点不存在' });
    await expect(values(users.M, { systemCoding: 'trade_service' })).rejects.toMatchObject({ httpStatus: 404, message: '功能节点不存在' });
    await expect(counts(users.U, { nodeId: 'credit-commitment-list' })).rejects.toMatchObject({ httpStatus: 404 });
  });

  it('grouped by a field: counts per value; records without one make the null group', async () => {
    expect(await counts(users.U)).toEqual([
      { value: null, count: await demoCount('ent-001') },
      { value: '丙', count: 1 },
      { value: '甲', count: 1 },
    ]);
    expect(await counts(users.MJS)).toEqual([
      { value: null, count: await demoCount('ent-002') },
      { value: '乙', count: 2 },
    ]);
    const all = await counts(users.M);
    expect(all.slice(1)).toEqual([
      { value: '丙', count: 1 },
      { value: '乙', count: 2 },
      { value: '甲', count: 1 },
    ]);
    expect(Value.Check(GroupedAnswer, all)).toBe(true);
  });

  it('grouped by the period of a date field: day, month, year, with the read rules', async () => {
    expect(await counts(users.U, { field: 'rq', period: 'month' })).toEqual([{ value: '2031-05', count: 2 }]);
    expect(await counts(users.M, { field: 'rq', period: 'month' })).toEqual([
      { value: '2031-05', count: 2 },
      { value: '2031-06', count: 2 },
    ]);
    expect(await counts(users.M, { field: 'rq', period: 'year', fixed: { lb: '乙' } })).toEqual([{ value: '2031', count: 2 }]);
    expect(await counts(null, { field: 'rq', period: 'day', public: true })).toEqual([
      { value: '2031-05-20', count: 1 },
      { value: '2031-06-15', count: 1 },
    ]);
  });

  it('a field that is not a record field is refused', async () => {
    await expect(counts(users.M, { field: "x') or 1=1 --" })).rejects.toMatchObject({ httpStatus: 400 });
  });

  it('tree: the region dictionary as a tree, or the subtree under a value', async () => {
    const target = creditTarget({ displayCode: 'region' });
    const whole = await runOp<Array<{ label: string; value: string; children?: Array<{ label: string; value: string }> }>>(s, tree, users.U, target);
    expect(whole.map((o) => o.label)).toEqual(expect.arrayContaining(['浙江省', '江苏省', '安徽省']));
    expect(whole.find((o) => o.value === '330000')?.children?.map((c) => c.label)).toEqual(expect.arrayContaining(['杭州市', '宁波市']));
    const sub = await runOp<Array<{ label: string }>>(s, tree, null, { ...target, public: true }, { key: '320000' });
    expect(sub.map((o) => o.label)).toEqual(expect.arrayContaining(['南京市', '苏州市']));
    expect(sub.map((o) => o.label)).not.toContain('杭州市');
    await expect(runOp(s, tree, users.U, { ...target, nodeId: 'credit-commitment-list' })).rejects.toMatchObject({ httpStatus: 404, message: '功能节点不存在' });
    await expect(runOp(s, tree, users.U, creditTarget())).rejects.toMatchObject({ httpStatus: 400, message: '接口未指定字典编码（displayCode）' });
  });

  /** Demo records (no lb) of an enterprise on the node: the null group of a caller who sees that enterprise only. */
  async function demoCount(enterpriseId: string): Promise<number> {
    const rows = await s.ctx.db.selectFrom('records').select(['data']).where('node_id', '=', 'credit-record-list').where('enterprise_id', '=', enterpriseId).execute();
    return rows.filter((r) => !Object.hasOwn(dataOf(r.data), 'lb')).length;
  }
});
