import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StyleTemplate } from '../../../schemas/style-template';
import { call, startTestServer, type TestServer } from '../../test/harness';

const STYLE = { titleKey: 'xmmc', titleFontSize: 18, width: '50%', contents: [{ contentKey: 'zbdw', color: '#c00' }] };

describe('card style templates (/system/styleTemplate, docs/style-templates.md)', () => {
  let s: TestServer;
  let dev: string;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    s = await startTestServer();
    dev = await s.login('D');
    admin = await s.login('M');
    user = await s.login('U');
  });
  afterAll(async () => s.close());

  const save = (payload: unknown, token = dev) => call<{ id: number }>(s.app, { method: 'POST', url: '/ks/config/structure/style-template/save', token, payload });
  const remove = (id: number, token = dev) => call<null>(s.app, { method: 'POST', url: '/ks/config/structure/style-template/delete', token, payload: { id } });
  const list = async (token = dev) => (await call<StyleTemplate[]>(s.app, { method: 'GET', url: '/ks/config/structure/style-template/list', token })).body.data;
  const logged = async (action: string) => s.ctx.db.selectFrom('op_log').select(['action', 'target_id']).where('action', '=', action).execute();

  it('saves a template, lists it with its style, renames it and deletes it (each logged)', async () => {
    const created = await save({ name: ' 项目卡片 ', style: STYLE });
    expect(created.body).toMatchObject({ code: 200, message: '样式模板已保存' });
    const id = created.body.data.id;
    expect((await list(admin)).find((t) => t.id === id)).toMatchObject({ name: '项目卡片', style: STYLE, updatedBy: '配置开发者' });
    expect(await logged('style-template.create')).toEqual([{ action: 'style-template.create', target_id: String(id) }]);

    expect((await save({ id, name: '项目卡片（两列）' }, admin)).body.message).toBe('修改成功');
    expect((await list()).find((t) => t.id === id)).toMatchObject({ name: '项目卡片（两列）', style: STYLE });

    expect((await remove(id, admin)).body.message).toBe('删除成功');
    expect((await list()).some((t) => t.id === id)).toBe(false);
    expect((await remove(id)).body).toMatchObject({ code: 404, message: '样式模板不存在' });
    expect((await logged('style-template.delete')).length).toBe(1);
  });

  it('refuses a blank name, a taken name, a malformed style and a new template without a style', async () => {
    await save({ name: '已有模板', style: STYLE });
    expect((await save({ name: '   ', style: STYLE })).body).toMatchObject({ code: 400, message: '请输入模板名称（1 到 32 个字符）' });
    expect((await save({ name: '已有模板', style: STYLE })).body).toMatchObject({ code: 409, message: '样式模板「已有模板」已存在' });
    expect((await save({ name: '坏样式', style: { ...STYLE, width: '25%' } })).body.code).toBe(400);
    expect((await save({ name: '无样式' })).body).toMatchObject({ code: 400, message: '请先设置卡片样式' });
    expect((await list()).map((t) => t.name)).not.toContain('坏样式');
  });

  it('lists the card nodes whose card style equals the template as its users', async () => {
    const card = await s.ctx.db.selectFrom('nodes').select(['id', 'title', 'config']).where('config', 'like', '%cardStyle%').executeTakeFirstOrThrow();
    const style = (JSON.parse(card.config) as { cardStyle: unknown }).cardStyle;
    const { id } = (await save({ name: '来自节点', style })).body.data;
    expect((await list()).find((t) => t.id === id)?.usedBy).toContainEqual(expect.objectContaining({ nodeId: card.id, title: card.title }));
    expect((await list()).find((t) => t.name === '已有模板')?.usedBy).toEqual([]);
  });

  it('is for administrators and developers only', async () => {
    expect((await save({ name: '企业用户', style: STYLE }, user)).body.code).toBe(403);
    expect((await call(s.app, { method: 'GET', url: '/ks/config/structure/style-template/list', token: user })).body.code).toBe(403);
  });
});
