import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ButtonOption, IconChoice } from '../../../schemas/config-calls';
import { call, startTestServer, type TestServer } from '../../test/harness';

describe('fixed designer choices of spec 000 §7: node logos, group icons, the button pull-down', () => {
  let s: TestServer;
  let dev: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    [dev, admin] = await Promise.all([s.login('D'), s.login('M')]);
  });
  afterAll(async () => s.close());

  it('node-logos: every icon a menu may carry, with its Chinese name; the demo menus use them', async () => {
    const res = await call<IconChoice[]>(s.app, { method: 'GET', url: '/ks/config/node/node-logos', token: admin });
    expect(res.body.data).toHaveLength(64);
    expect(res.body.data.slice(0, 3)).toEqual([
      { name: 'AccountBookOutlined', label: '账本' },
      { name: 'AlertOutlined', label: '警示' },
      { name: 'ApartmentOutlined', label: '组织架构' },
    ]);
    const names = new Set(res.body.data.map((l) => l.name));
    const used = await s.ctx.db.selectFrom('menus').select('icon').where('system_coding', '=', 'credit_eval').execute();
    expect(used.map((m) => m.icon).filter((i) => !names.has(i))).toEqual([]);
  });

  it('group-icons: the icons a type card may show, named for what they mark', async () => {
    const res = await call<IconChoice[]>(s.app, { method: 'POST', url: '/ks/config/group/group-icons', token: dev, payload: {} });
    expect(res.body.data.map((i) => `${i.name}=${i.label}`)).toEqual([
      'AppstoreOutlined=全部', 'ClockCircleOutlined=待处理', 'CheckCircleOutlined=通过', 'CloseCircleOutlined=驳回',
      'EditOutlined=编辑', 'SendOutlined=发送', 'StarOutlined=星标', 'WarningOutlined=警告',
    ]);
    expect((await call(s.app, { method: 'POST', url: '/ks/config/group/group-icons', token: dev, payload: { x: 1 } })).body).toMatchObject({ code: 400, message: '不支持的字段 x' });
  });

  it('button pull-down: every button as an option, or those of one area', async () => {
    const all = await call<ButtonOption[]>(s.app, { method: 'POST', url: '/ks/config/dictionary/button/pull-down', token: dev, payload: {} });
    expect(all.body.data.map((b) => b.label)).toEqual(['新增', '导出', '编辑', '提交', '撤回', '审核', '指派', '公示', '推送', '发布', '删除', '保存']);
    const form = await call<ButtonOption[]>(s.app, { method: 'POST', url: '/ks/config/dictionary/button/pull-down', token: dev, payload: { area: 'form' } });
    expect(form.body.data).toEqual([{ value: 'submit', label: '提交', areas: ['row', 'form'] }, { value: 'save', label: '保存', areas: ['form'] }]);
    const bad = await call(s.app, { method: 'POST', url: '/ks/config/dictionary/button/pull-down', token: dev, payload: { area: 'toolbar' } });
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toContain('area');
  });
});
