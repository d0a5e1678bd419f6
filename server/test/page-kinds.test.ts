import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_KIND_NAMES, PAGE_KINDS } from '../../schemas/page-kinds';
import { call, startTestServer, type TestServer } from './harness';

// The server's part of the page-kind and field-type registries (the other layers:
// src/structure/registries.test.ts): it accepts a page of every kind, refuses an unknown kind,
// and applies the rules of a field type added through the registry (datetime's day limits).

describe('page kinds and a registered field type on the server', () => {
  let s: TestServer;
  let dev = '';
  let u = '';
  const post = (url: string, payload: object, token = dev, method: 'POST' | 'PUT' = 'POST') => call<{ version: number }>(s.app, { method, url, token, payload });

  beforeAll(async () => {
    s = await startTestServer();
    dev = await s.login('D');
    u = await s.login('U');
    const res = await post('/ks/config/new/node/system', { systemName: '页面类型测试系统', title: '类型', gnCoding: 'kinds_sys', levels: 1, roles: ['M', 'D', 'U'] });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    for (const kind of [...PAGE_KIND_NAMES, 'other']) {
      // a menu with a node property opens a page, so records may be written through it
      const menu = await post('/ks/config/structure/add', { systemCoding: 'kinds_sys', id: `kind-${kind}`, title: `页面 ${kind}`, nodeProperties: '详情' });
      expect(menu.body.code, JSON.stringify(menu.body)).toBe(200);
    }
  });
  afterAll(async () => s.close());

  it('creates the first config of every page kind, and refuses a kind it does not know', async () => {
    for (const kind of PAGE_KIND_NAMES) {
      const res = await post('/ks/config/structure/display-groups', { nodeId: `kind-${kind}`, kind, config: PAGE_KINDS[kind].emptyConfig(`kind-${kind}`, '页面') });
      expect([kind, res.body.code]).toEqual([kind, 200]);
    }
    const other = await post('/ks/config/structure/display-groups', { nodeId: 'kind-other', kind: 'gantt', config: { kind: 'gantt' } });
    expect(other.status).toBe(400);
  });

  it('a datetime field outside its startDate/endDate is refused on save, in the words the form shows', async () => {
    const config = {
      kind: 'form',
      groups: [{ key: 'jb', title: '基本信息', items: [{ bianma: 'kbsj', name: '开标时间', type: 'datetime', startDate: '2026-03-01', endDate: '2026-03-20' }] }],
    };
    const saved = await post('/ks/config/structure/display-groups', { nodeId: 'kind-form', version: 1, config }, dev, 'PUT');
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(200);
    const bad = await call(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: 'kind-form', data: { kbsj: '2026-04-02 09:00' } } });
    expect([bad.status, bad.body.message]).toEqual([400, '保存失败，请修改以下内容：开标时间应在2026-03-01至2026-03-20之间']);
    const good = await call(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: 'kind-form', data: { kbsj: '2026-03-20 23:45' } } });
    expect(good.status).toBe(200);
    const badLimit = await post('/ks/config/structure/display-groups', { nodeId: 'kind-form', version: 2, config: { ...config, groups: [{ ...config.groups[0], items: [{ ...config.groups[0].items[0], startDate: '2026-3-1' }] }] } }, dev, 'PUT');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toContain('startDate');
  });
});
