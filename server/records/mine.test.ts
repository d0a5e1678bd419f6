import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordStatus } from '../../schemas';
import { call, startTestServer, type TestServer } from '../test/harness';
import { writeScope } from '../management/scope';

// 申报记录 (POST /ks/monitor/record/mine, server/records/mine.ts): whose records of a form node each
// role is shown, checked on the server — on SQLite, and on PostgreSQL with DATABASE_URL set.

const NODE = 'credit-apply';
const URL = '/ks/monitor/record/mine';

interface Row {
  id: string;
  status: string;
  enterpriseId: string | null;
  enterpriseName: string;
  qymc?: string;
  operations: Array<{ code: string }>;
}
interface Page {
  records: Row[];
  total: number;
  curPage: number;
  pageSize: number;
}

describe('POST /ks/monitor/record/mine', () => {
  let s: TestServer;
  const tokens: Record<'U' | 'U2' | 'M' | 'D', string> = { U: '', U2: '', M: '', D: '' };
  let adminId = '';
  let minutes = 0;
  const made: Record<string, string> = {};

  /** A credit-apply record in `status`, `minutes` newer than the previous one. */
  async function seed(name: string, status: RecordStatus, enterpriseId: string | null, owner: string): Promise<void> {
    const id = `mine-${crypto.randomUUID()}`;
    const at = new Date(Date.UTC(2026, 10, 1, 8, ++minutes)).toISOString();
    await s.ctx.db
      .insertInto('records')
      .values({
        id, node_id: NODE, system_coding: 'credit_eval', enterprise_id: enterpriseId, owner_user_id: owner, status, version: 1,
        created_at: at, updated_at: at, submitted_by: status === 'draft' ? null : owner, assignee_id: null,
        audit_reason: status === 'rejected' ? '材料不全' : null, spread_at: null, sent_at: null, data: JSON.stringify({ qymc: name }),
      })
      .execute();
    made[name] = id;
  }

  const mine = async (who: keyof typeof tokens, body: Record<string, unknown> = {}) =>
    call<Page>(s.app, { method: 'POST', url: URL, token: tokens[who], payload: { nodeId: NODE, ...body } });
  const names = (p: Page) => p.records.map((r) => r.qymc);

  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'M', 'D'] as const) tokens[who] = await s.login(who);
    adminId = (await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    await seed('华建-草稿', 'draft', 'ent-001', 'u-enterprise');
    await seed('华建-待审核', 'submitted', 'ent-001', 'u-enterprise');
    await seed('秦川-草稿', 'draft', 'ent-002', 'u-enterprise2');
    await seed('华建-驳回', 'rejected', 'ent-001', 'u-enterprise');
    await seed('秦川-待审核', 'submitted', 'ent-002', 'u-enterprise2');
    await seed('管理员-草稿', 'draft', null, adminId);
  }, 60_000);
  afterAll(async () => s.close());

  it("an enterprise user gets every record of their enterprise, newest first, drafts included, another enterprise's none", async () => {
    const res = await mine('U');
    expect([res.status, res.body.code]).toEqual([200, 200]);
    expect(names(res.body.data)).toEqual(['华建-驳回', '华建-待审核', '华建-草稿']);
    expect(res.body.data.total).toBe(3);
    expect(new Set(res.body.data.records.map((r) => r.enterpriseName))).toEqual(new Set(['华建工程有限公司']));
    // the buttons are the workflow's: the rejected one is editable and submittable again
    expect(res.body.data.records[0].operations.map((o) => o.code)).toEqual(expect.arrayContaining(['edit', 'submit']));
    expect(names((await mine('U2')).body.data)).toEqual(['秦川-待审核', '秦川-草稿']);
  });

  it('filters by state and pages', async () => {
    expect(names((await mine('U', { status: 'submitted' })).body.data)).toEqual(['华建-待审核']);
    const second = (await mine('U', { curPage: 2, pageSize: 2 })).body.data;
    expect([names(second), second.total, second.curPage, second.pageSize]).toEqual([['华建-草稿'], 3, 2, 2]);
  });

  it("an administrator gets what was submitted by every enterprise and their own draft, never an enterprise's draft", async () => {
    const page = (await mine('M')).body.data;
    expect(names(page)).toEqual(['管理员-草稿', '秦川-待审核', '华建-驳回', '华建-待审核']);
    expect(page.records.find((r) => r.qymc === '秦川-待审核')?.enterpriseName).toBe('秦川建设集团');
    expect(page.records.find((r) => r.qymc === '秦川-待审核')?.operations.map((o) => o.code)).toContain('audit');
    // a developer likewise (no draft of their own here)
    expect(names((await mine('D')).body.data)).toEqual(['秦川-待审核', '华建-驳回', '华建-待审核']);
  });

  it("an administrator's management scope holds: limited to 江苏 (ent-002's region), ent-001's records are not listed", async () => {
    await writeScope(s.ctx.db, adminId, { systems: [], regions: ['320000'] }, new Date().toISOString());
    try {
      expect(names((await mine('M')).body.data)).toEqual(['秦川-待审核']);
    } finally {
      await writeScope(s.ctx.db, adminId, { systems: [], regions: [] }, new Date().toISOString());
    }
  });

  it('an unknown node, or one hidden from the role, answers 404 功能节点不存在; a bad body 400', async () => {
    for (const [who, nodeId] of [['U', 'no-such-node'], ['U', 'credit-commitment-list'], ['U', 'credit-audit-level']] as const) {
      const res = await call(s.app, { method: 'POST', url: URL, token: tokens[who], payload: { nodeId } });
      expect([nodeId, res.status, res.body.message]).toEqual([nodeId, 404, '功能节点不存在']);
    }
    const bad = await call(s.app, { method: 'POST', url: URL, token: tokens.U, payload: { nodeId: NODE, status: 'gone' } });
    expect(bad.status).toBe(400);
    const anon = await call(s.app, { method: 'POST', url: URL, payload: { nodeId: NODE } });
    expect(anon.status).toBe(401);
  });

  it('a list node with a detail node lists the detail node\'s records (承诺书审核 → 信用承诺书)', async () => {
    const res = await call<Page>(s.app, { method: 'POST', url: URL, token: tokens.M, payload: { nodeId: 'credit-commitment-list' } });
    expect([res.status, res.body.data.total]).toEqual([200, 0]);
  });
});
