import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiveInOnePage } from '../../schemas/five-in-one-calls';
import { call, startTestServer, type TestServer } from '../test/harness';

// 进场登记 (POST /ks/fiveInOne/list, server/projects/five-in-one.ts): the caller's projects with the
// state of each registration, read by the records' read rule. On SQLite, and on PostgreSQL with
// DATABASE_URL set.

describe('POST /ks/fiveInOne/list', () => {
  let s: TestServer;
  const t = { U: '', U2: '', M: '' };
  let project = '';
  const post = <T>(who: keyof typeof t, url: string, payload: unknown) => call<T>(s.app, { method: 'POST', url, token: t[who], payload });
  const save = async (who: keyof typeof t, nodeId: string, data: Record<string, unknown>) =>
    (await post<{ id: string; version: number }>(who, '/ks/monitor/record/save', { nodeId, data })).body.data;
  const submit = async (who: keyof typeof t, nodeId: string, r: { id: string; version: number }) => {
    const answer = await post<{ version: number }>(who, '/ks/monitor/submit', { nodeId, ...r });
    expect(answer.body.message).toBe('提交成功');
    return answer.body.data;
  };
  const row = async (who: keyof typeof t, id = project) => (await post<FiveInOnePage>(who, '/ks/fiveInOne/list', { id })).body.data;

  /** A booking of the project by 华建, stored under the booking form's node as the venue list saves it. */
  async function booking(status: 'draft' | 'submitted') {
    const at = new Date().toISOString();
    await s.ctx.db
      .insertInto('records')
      .values({
        id: crypto.randomUUID(), node_id: 'trade-venue-booking', system_coding: 'trade_service', enterprise_id: 'ent-001', owner_user_id: 'u-enterprise', status, version: 1,
        created_at: at, updated_at: at, submitted_by: status === 'draft' ? null : 'u-enterprise', assignee_id: null, audit_reason: null, spread_at: null, sent_at: null,
        data: JSON.stringify({ xmbh: project, xmmc: '五合一测试项目' }),
      })
      .execute();
  }

  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'M'] as const) t[who] = await s.login(who);
    project = (await save('U', 'trade-project-list', { xmmc: '五合一测试项目', xmbh: 'XM-FIO-1', zbdw: '市水务集团' })).id;
  });
  afterAll(async () => {
    await s.close();
  });

  it('a new project: its information is a draft, the rest not registered', async () => {
    const page = await row('U');
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ id: project, xmmc: '五合一测试项目', xmbh: 'XM-FIO-1', enterpriseName: '华建工程有限公司', bookings: 0 });
    expect(page.records[0].states).toEqual({ xmxx: 'draft', cdyy: 'none', zsgg: 'none', zswj: 'none', zjcq: 'none' });
  });

  it('registrations count by the project id they name; several bookings show the furthest', async () => {
    const gg = await save('U', 'trade-zsgg-list', { xmbh: project, xmmc: '五合一测试项目', ggbt: '资格预审公告', fbrq: '2026-12-01', zgtj: '市政公用工程施工总承包二级' });
    await submit('U', 'trade-zsgg-list', gg);
    await save('U', 'trade-zswj-list', { xmbh: project, wjmc: '资格预审文件' });
    // bookings as stored (their form and its rules are the venue area's): one draft, one waiting
    await booking('draft');
    await booking('submitted');
    // another project's registration does not count
    await save('U', 'trade-zswj-list', { xmbh: 'another-project', wjmc: '别的文件' });
    const { states, bookings } = (await row('U')).records[0];
    expect(states).toEqual({ xmxx: 'draft', cdyy: 'submitted', zsgg: 'submitted', zswj: 'draft', zjcq: 'none' });
    expect(bookings).toBe(2);
  });

  it('an audit moves the state; the administrator sees the project, another enterprise does not', async () => {
    const [gg] = (await post<{ records: Array<{ id: string; version: number }> }>('M', '/ks/monitor/dynamic-table-list', { nodeId: 'trade-zsgg-list', filters: { xmbh: project } })).body.data.records;
    expect((await post('M', '/ks/monitor/audit', { nodeId: 'trade-zsgg-list', id: gg.id, version: gg.version, pass: true })).body.message).toBe('操作成功');
    expect((await row('M')).records[0].states.zsgg).toBe('passed');
    expect((await row('U')).records[0].states.zsgg).toBe('passed');
    expect((await row('U2')).total).toBe(0);
  });

  it('专家抽取 is passed once the project has an expert draw', async () => {
    expect((await row('U')).records[0].states.zjcq).toBe('none');
    const at = new Date().toISOString();
    await s.ctx.db
      .insertInto('expert_draws')
      .values({
        id: crypto.randomUUID(), project_id: project, project_name: '五合一测试项目', project_enterprise_id: 'ent-001', session_start: at, session_end: at,
        specialty: 'A01', region: '', count: 3, bidders: '[]', created_by: 'u-admin', created_by_name: '平台管理员', created_at: at,
      })
      .execute();
    expect((await row('U')).records[0].states.zjcq).toBe('passed');
  });

  it('searches by 项目名称 and pages', async () => {
    const found = (await post<FiveInOnePage>('U', '/ks/fiveInOne/list', { xmmc: '五合一测试', pageSize: 5 })).body.data;
    expect(found.records.map((r) => r.id)).toEqual([project]);
    const all = (await post<FiveInOnePage>('U', '/ks/fiveInOne/list', { pageSize: 5, curPage: 2 })).body.data;
    expect(all.records.length).toBeLessThanOrEqual(5);
    expect(all.total).toBeGreaterThan(5);
    expect((await post('U', '/ks/fiveInOne/list', { pageSize: 500 })).status).toBe(400);
  });
});

describe('five-in-one demo data', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('has projects with every registration passed, half-way and new', async () => {
    const token = await s.login('U');
    const states = async (id: string) => (await call<FiveInOnePage>(s.app, { method: 'POST', url: '/ks/fiveInOne/list', token, payload: { id } })).body.data.records[0].states;
    expect(await states('trade-project-list-0004')).toMatchObject({ xmxx: 'passed', zsgg: 'passed', zswj: 'passed' });
    expect(await states('trade-project-list-0010')).toMatchObject({ xmxx: 'passed', zsgg: 'submitted', zswj: 'draft' });
    expect(await states('trade-project-list-0001')).toMatchObject({ xmxx: 'submitted', zsgg: 'rejected', zswj: 'none' });
    expect(await states('trade-project-list-0006')).toMatchObject({ xmxx: 'draft', zsgg: 'none', zswj: 'none' });
  });
});
