import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import type { RecordStatus } from '../../schemas';
import { call, startTestServer, type TestServer } from '../test/harness';
import { NODE, seedRecord } from '../routes/records/test-kit';

// The entry points of change requests (docs/credit.md "Entry points"): 变更 / 变更记录 on the
// 信用记录 list, and /ks/rfc/change-list behind 变更审核. SQLite, or PostgreSQL with DATABASE_URL.

type Who = 'U' | 'U2' | 'D' | 'M' | 'MJS';

describe('change entry points', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'D', 'M'] as const) tokens[who] = await s.login(who);
    // admin_js: an administrator of 江苏 (320000) only; ent-001 is in 浙江, ent-002 in 江苏.
    tokens.MJS = await s.login({ username: 'admin_js', password: 'AdminJs@2026' });
  });
  afterAll(async () => s.close());

  const post = (who: Who, url: string, payload: unknown) => call<Record<string, unknown>>(s.app, { method: 'POST', url, token: tokens[who], payload });
  /** A record with a project name no other record has, so a list filtered by it shows only this one. */
  const record = async (status: RecordStatus) => {
    const xmmc = `变更入口${crypto.randomUUID().slice(0, 8)}`;
    const { id } = await seedRecord(s.ctx.db, status, { data: { qymc: '华建工程有限公司', pf: 80, xmmc } });
    return { id, xmmc };
  };
  const buttons = async (who: Who, xmmc: string) => {
    const res = await post(who, '/ks/monitor/table-list', { nodeId: NODE, filters: { xmmc } });
    const rows = (res.body.data as { records: Array<{ operations: Array<{ code: string; name: string }> }> }).records;
    expect(rows).toHaveLength(1);
    return rows[0].operations.filter((o) => o.code === 'change' || o.code === 'changeRecords').map((o) => o.name);
  };
  const save = async (id: string) =>
    (
      await post('U', '/ks/rfc/save-change-data', {
        gnCoding: NODE,
        businessId: id,
        changeType: '信息变更/项目信息变更',
        changeTypeCode: 'info/project',
        logbook: '项目名称有误',
        attachment: '/ks/file/download/demo-zbgg',
        dataList: [{ changeField: 'xmmc', newValue: '项目名称（更正）' }],
      })
    ).body.data as { id: string };

  it('offers 变更 to the owner of an audited record with no open change, and 变更记录 once it has one', async () => {
    const passed = await record('passed');
    expect(await buttons('U', passed.xmmc)).toEqual(['变更']);
    expect(await buttons('M', passed.xmmc)).toEqual([]);
    expect(await buttons('D', passed.xmmc)).toEqual([]);
    expect(await buttons('U', (await record('published')).xmmc)).toEqual(['变更']);
    for (const status of ['draft', 'submitted', 'rejected'] as const) expect(await buttons('U', (await record(status)).xmmc)).toEqual([]);

    const change = await save(passed.id);
    // An open draft is continued from 变更记录; a second 变更 would be refused.
    expect(await buttons('U', passed.xmmc)).toEqual(['变更记录']);
    expect(await buttons('M', passed.xmmc)).toEqual(['变更记录']);
    await post('U', '/ks/rfc/change-submit', { id: change.id, gnCoding: NODE });
    await post('M', '/ks/rfc/change-audit', { id: change.id, gnCoding: NODE, pass: false, auditRecord: '请补充材料' });
    expect(await buttons('U', passed.xmmc)).toEqual(['变更', '变更记录']);
  });

  it('lists submitted and audited changes across records for 变更审核, filtered by status, drafts left out', async () => {
    const a = await record('passed');
    const b = await record('passed');
    const draft = await save(a.id);
    const submitted = await save(b.id);
    await post('U', '/ks/rfc/change-submit', { id: submitted.id, gnCoding: NODE });
    const all = async (change?: string) => {
      const res = await post('M', '/ks/rfc/change-list', { systemCoding: 'credit_eval', pageSize: 100, ...(change ? { change } : {}) });
      expect(res.status).toBe(200);
      return (res.body.data as { records: Array<{ id: string; change: string; changeStatus: string; gnCoding: string; businessId: string; summary: Array<{ name: string; value: string }> }> }).records;
    };
    const open = await all('1');
    expect(open.map((r) => r.id)).toContain(submitted.id);
    expect(open.map((r) => r.id)).not.toContain(draft.id);
    expect(open.find((r) => r.id === submitted.id)).toMatchObject({
      gnCoding: NODE,
      businessId: b.id,
      changeStatus: '变更中（待审核）',
      summary: [
        { name: '企业名称', value: '华建工程有限公司' },
        { name: '项目名称', value: b.xmmc },
      ],
    });
    await post('M', '/ks/rfc/change-audit', { id: submitted.id, gnCoding: NODE, pass: true });
    expect((await all('1')).map((r) => r.id)).not.toContain(submitted.id);
    expect((await all('2')).map((r) => r.id)).toContain(submitted.id);
    expect((await all('-1')).every((r) => r.change === '-1')).toBe(true);
    expect((await all()).map((r) => r.id)).toContain(submitted.id);
  });

  it('lists an enterprise its own changes for 变更申请, drafts too, and another enterprise none of them', async () => {
    const a = await record('passed');
    const draft = await save(a.id);
    const mine = async (who: Who, change?: string) => {
      const res = await post(who, '/ks/rfc/change-list', { pageSize: 100, ...(change ? { change } : {}) });
      expect(res.status).toBe(200);
      return (res.body.data as { records: Array<{ id: string; stage: string; changeStatus: string }> }).records;
    };
    expect((await mine('U', '1')).find((r) => r.id === draft.id)).toMatchObject({ stage: 'draft', changeStatus: '变更中（未提交）' });
    expect((await mine('U')).map((r) => r.id)).toContain(draft.id);
    expect((await mine('U2')).map((r) => r.id)).not.toContain(draft.id);
    // administrators never see a draft
    expect((await mine('M')).map((r) => r.id)).not.toContain(draft.id);
    expect((await post('M', '/ks/rfc/change-list', { change: '9' })).status).toBe(400);
  });

  it('shows an administrator limited to a region only the changes of records in that region, as record/detail does (issue 44 point 1)', async () => {
    const zj = await record('passed');
    const js = await seedRecord(s.ctx.db, 'passed', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2', data: { qymc: '秦川建设集团', pf: 80, xmmc: `江苏项目${crypto.randomUUID().slice(0, 8)}` } });
    const submitted = async (who: Who, businessId: string, logbook: string) => {
      const res = await post(who, '/ks/rfc/save-change-data', {
        gnCoding: NODE,
        businessId,
        changeType: '信息变更/项目信息变更',
        changeTypeCode: 'info/project',
        logbook,
        attachment: '/ks/file/download/demo-zbgg',
        dataList: [{ changeField: 'xmmc', newValue: '项目名称（更正）' }],
      });
      expect(res.body.code, res.body.message).toBe(200);
      const id = (res.body.data as { id: string }).id;
      expect((await post(who, '/ks/rfc/change-submit', { id, gnCoding: NODE })).status).toBe(200);
      return id;
    };
    const secret = await submitted('U', zj.id, 'A-secret');
    const visible = await submitted('U2', js.id, 'B-江苏');
    const list = async (who: Who) => {
      const res = await post(who, '/ks/rfc/change-list', { pageSize: 100 });
      expect(res.status).toBe(200);
      return res.body.data as { records: Array<{ id: string; logbook: string; businessId: string }>; total: number };
    };
    expect((await post('MJS', '/ks/monitor/record/detail', { nodeId: NODE, id: zj.id })).status).toBe(404);
    const limited = await list('MJS');
    expect(limited.records.map((r) => r.id)).toContain(visible);
    expect(limited.records.map((r) => r.id)).not.toContain(secret);
    expect(limited.records.map((r) => r.logbook)).not.toContain('A-secret');
    // the count is of the same rows: no other region's change hides behind it
    const inScope = await s.ctx.db.selectFrom('change_requests').select('id').where('enterprise_id', '=', 'ent-002').where('stage', '!=', 'draft').execute();
    expect(limited.total).toBe(inScope.length);
    for (const r of limited.records) expect((await post('MJS', '/ks/monitor/record/detail', { nodeId: NODE, id: r.businessId })).status).toBe(200);
    // the unlimited administrator sees both
    expect((await list('M')).records.map((r) => r.id)).toEqual(expect.arrayContaining([secret, visible]));
  });
});
