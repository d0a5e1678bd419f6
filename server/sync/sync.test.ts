import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPage, PushRow } from '../../schemas/sync';
import { call, startTestServer, type TestServer } from '../test/harness';

// 数据同步 (POST /ks/sync/v1/sync/data-sync and /data-list, server/sync/service.ts): an
// administrator pushes a passed project with its registrations to another system; every push is
// listed with its result. On SQLite, and on PostgreSQL with DATABASE_URL set.

describe('数据同步', () => {
  let s: TestServer;
  const t = { U: '', M: '' };
  let project = { id: '', version: 0 };
  const post = <T>(who: keyof typeof t, url: string, payload: unknown) => call<T>(s.app, { method: 'POST', url, token: t[who], payload });
  const push = (targetSystem: string, id = project.id) => post<PushRow>('M', '/ks/sync/v1/sync/data-sync', { id, targetSystem });
  const list = (body: Record<string, unknown> = {}) => post<PushPage>('M', '/ks/sync/v1/sync/data-list', { id: project.id, ...body });

  beforeAll(async () => {
    s = await startTestServer();
    t.U = await s.login('U');
    t.M = await s.login('M');
    project = (await post<{ id: string; version: number }>('U', '/ks/monitor/record/save', { nodeId: 'trade-project-list', data: { xmmc: '同步测试项目', xmbh: 'XM-SYNC-1' } })).body.data;
    const gg = { xmbh: project.id, xmmc: '同步测试项目', ggbt: '资格预审公告', fbrq: '2026-12-01', zgtj: '二级资质' };
    expect((await post('U', '/ks/monitor/record/save', { nodeId: 'trade-zsgg-list', data: gg })).body.message).toBe('保存成功');
  });
  afterAll(async () => {
    await s.close();
  });

  it('refuses a project not yet passed, and logs the failed push with its reason', async () => {
    const refused = await push('credit_eval');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('项目信息尚未审核通过，不能推送');
    const page = (await list()).body.data;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ projectId: project.id, projectName: '同步测试项目', targetSystem: 'credit_eval', result: '失败', reason: '项目信息尚未审核通过，不能推送', userName: expect.any(String), project: null });
  });

  it('pushes a passed project with its registrations to another system', async () => {
    const submitted = (await post<{ version: number }>('U', '/ks/monitor/submit', { nodeId: 'trade-project-list', ...project })).body.data;
    expect((await post('M', '/ks/monitor/audit', { nodeId: 'trade-project-list', id: project.id, version: submitted.version, pass: true })).body.message).toBe('操作成功');
    const pushed = await push('credit_eval');
    expect(pushed.body.message).toBe('推送成功');
    expect(pushed.body.data).toMatchObject({ result: '成功', reason: '', sourceSystem: 'trade_service', targetSystem: 'credit_eval', targetSystemName: '信用评价管理系统' });
    expect(pushed.body.data.project).toMatchObject({ status: 'passed', data: { xmmc: '同步测试项目' } });
    const zsgg = pushed.body.data.registrations.find((r) => r.key === 'zsgg');
    expect(zsgg?.records).toHaveLength(1);
    expect(zsgg?.records[0]).toMatchObject({ status: 'draft', data: { ggbt: '资格预审公告' } });
    expect(pushed.body.data.registrations.map((r) => r.key)).toEqual(['cdyy', 'zsgg', 'zswj']);
  });

  it('a push to the project\'s own system or to no system fails with its reason', async () => {
    expect((await push('trade_service')).body.message).toBe('目标系统不能是项目所在的系统');
    expect((await push('no_such_system')).body.message).toBe('目标系统不存在');
    const page = (await list()).body.data;
    expect(page.records.map((r) => [r.targetSystem, r.result])).toEqual([
      ['no_such_system', '失败'],
      ['trade_service', '失败'],
      ['credit_eval', '成功'],
      ['credit_eval', '失败'],
    ]);
    expect((await list({ result: '失败' })).body.data.total).toBe(3);
    expect((await list({ targetSystem: 'credit_eval', pageSize: 1, curPage: 2 })).body.data.records[0].result).toBe('失败');
  });

  it('administrators only; an unknown project is 记录不存在', async () => {
    expect((await post('U', '/ks/sync/v1/sync/data-list', {})).status).toBe(403);
    expect((await post('U', '/ks/sync/v1/sync/data-sync', { id: project.id, targetSystem: 'credit_eval' })).status).toBe(403);
    expect((await push('credit_eval', 'no-such-project')).body.message).toBe('记录不存在');
    expect((await post('M', '/ks/sync/v1/sync/data-sync', { id: project.id })).status).toBe(400);
  });
});
