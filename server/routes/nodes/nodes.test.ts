import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, FormConfig, type FormConfig as FormConfigT } from '../../../schemas';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { saveNodeConfig, STALE_NODE_MESSAGE } from '../../db/repos/nodes';
import { ApiError } from '../../http/errors';

interface Preview {
  nodeId: string;
  systemCoding: string;
  kind: string;
  title: string;
  config: FormConfigT;
  version: number;
}

const actor = { id: 'u-developer', userName: '开发人员', role: 'D' };

describe('node config read and versioned save', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await s.login('U');
  });
  afterAll(async () => s.close());

  const preview = (nodeId: string) => call<Preview>(s.app, { method: 'GET', url: `/ks/config/node/previews?nodeId=${encodeURIComponent(nodeId)}`, token });

  it('reads the 信用申报 fixture node, valid against FormConfig', async () => {
    const res = await preview('credit-apply');
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ nodeId: 'credit-apply', systemCoding: 'credit_eval', kind: 'form', title: '信用申报', version: 1 });
    expect(check(FormConfig, res.body.data.config).ok).toBe(true);
  });

  it('answers 404 in Chinese for an unknown node and 400 without nodeId', async () => {
    expect((await preview('no-such-node')).body).toEqual({ code: 404, message: '节点不存在或无权访问', data: null });
    const bare = await call(s.app, { method: 'GET', url: '/ks/config/node/previews', token });
    expect(bare.body.code).toBe(400);
    expect(bare.body.message).toContain('nodeId');
  });

  it('refuses to send a stored config that fails the schema, naming the item', async () => {
    const broken = {
      kind: 'form',
      groups: [{ key: 'g1', title: '基本信息', items: [{ bianma: 'a', name: '甲', type: 'text' }, { bianma: 'qymc', type: 'text' }] }],
    };
    const now = new Date().toISOString();
    // A node is the page of a menu: the menu admits the caller, the config is what is broken.
    await s.ctx.db
      .insertInto('menus')
      .values({ id: 'broken-node', system_coding: 'credit_eval', parent_id: null, sort: 99, title: '坏配置', icon: '', it_shows: '是', node_properties: '动态详情', style: '', node_set_flag: 0, disabled: 0, roles: JSON.stringify(['M', 'D', 'U']) })
      .execute();
    await s.ctx.db
      .insertInto('nodes')
      .values({ id: 'broken-node', system_coding: 'credit_eval', kind: 'form', title: '坏配置', config: JSON.stringify(broken), version: 1, updated_at: now, updated_by: 'test' })
      .execute();
    const res = await preview('broken-node');
    expect(res.status).toBe(500);
    expect(res.body.code).toBe(500);
    expect(res.body.message).toContain('节点「坏配置」的配置不合法');
    expect(res.body.message).toContain('第 2 个字段(qymc): 缺少必填项 name');
  });

  it('saves versions, refuses a stale expectedVersion and keeps the history', async () => {
    const first = (await preview('credit-apply')).body.data;
    const edited = { ...first.config, title: '信用申报（修订）' };
    const saved = await saveNodeConfig(s.ctx.db, { nodeId: 'credit-apply', systemCoding: 'credit_eval', kind: 'form', title: '信用申报', config: edited, expectedVersion: first.version, actor });
    expect(saved).toMatchObject({ version: 2 });
    // A second editor who also started from version 1 must not overwrite the first one's save.
    const stale = saveNodeConfig(s.ctx.db, { nodeId: 'credit-apply', systemCoding: 'credit_eval', kind: 'form', title: '信用申报', config: first.config, expectedVersion: first.version, actor });
    await expect(stale).rejects.toThrow(STALE_NODE_MESSAGE);
    await expect(stale).rejects.toMatchObject({ httpStatus: 409, code: 409 });
    const now = await preview('credit-apply');
    expect(now.body.data).toMatchObject({ version: 2, config: { title: '信用申报（修订）' } });
    const history = await s.ctx.db.selectFrom('node_versions').select(['version', 'saved_by']).where('node_id', '=', 'credit-apply').orderBy('version').execute();
    expect(history).toEqual([{ version: 1, saved_by: 'system' }, { version: 2, saved_by: '开发人员' }]);
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'user_name']).where('target_type', '=', 'node').where('target_id', '=', 'credit-apply').orderBy('id').execute();
    expect(log).toEqual([{ action: 'save-node-config', user_name: 'system' }, { action: 'save-node-config', user_name: '开发人员' }]);
  });

  it('refuses creating a node that exists, and an invalid config, without writing anything', async () => {
    const again = saveNodeConfig(s.ctx.db, { nodeId: 'trade-price', systemCoding: 'trade_service', kind: 'form', title: '概览', config: { kind: 'form', groups: [] }, expectedVersion: 0, actor });
    await expect(again).resolves.toMatchObject({ version: 1 });
    await expect(
      saveNodeConfig(s.ctx.db, { nodeId: 'trade-price', systemCoding: 'trade_service', kind: 'form', title: '概览', config: { kind: 'form', groups: [] }, expectedVersion: 0, actor }),
    ).rejects.toThrow(STALE_NODE_MESSAGE);
    const bad = saveNodeConfig(s.ctx.db, {
      nodeId: 'trade-price', systemCoding: 'trade_service', kind: 'form', title: '概览',
      config: { kind: 'form', groups: [{ key: 'g', title: '组', items: [{ bianma: 'x', name: '某项', type: 'text', col: 30 }] }] },
      expectedVersion: 1, actor,
    });
    await expect(bad).rejects.toBeInstanceOf(ApiError);
    await expect(bad).rejects.toThrow('第 1 个字段「某项」(x): col 不能大于 24');
    expect((await preview('trade-price')).body.data.version).toBe(1);
  });
});
