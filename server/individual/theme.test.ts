import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { DEFAULT_THEME, USER_MENU_ENTRIES } from '../../schemas/theme';
import { menuEntriesFor } from './theme';

// 主题 and 用户菜单 (docs/shell.md) on SQLite or, with DATABASE_URL, PostgreSQL.

type Who = 'U' | 'D' | 'M';

describe('the caller’s theme and dropdown (/ks/individual/*)', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'D', 'M'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const get = <T>(who: Who, url: string) => call<T>(s.app, { method: 'GET', url, token: tokens[who] });
  const put = <T>(who: Who, payload: unknown) => call<T>(s.app, { method: 'PUT', url: '/ks/individual/theme', token: tokens[who], payload });
  const message = (r: { body: unknown }) => (r.body as { message: string }).message;

  it('is null until chosen, then stored for that user only, and logged', async () => {
    expect((await get('D', '/ks/individual/theme')).body.data).toBeNull();
    const chosen = { ...DEFAULT_THEME, theme: 'dark', themeColor: 'purple', asideWidth: 260, navBgColor: '#001529', cardTextColor: '#FFFFFF' };
    const saved = await put('D', chosen);
    expect([saved.status, message(saved)]).toEqual([200, '主题设置已保存']);
    expect((await get('D', '/ks/individual/theme')).body.data).toEqual({ ...chosen, cardTextColor: '#ffffff' });
    expect((await get('M', '/ks/individual/theme')).body.data).toBeNull();
    const again = await put('D', { ...chosen, themeColor: 'cyan' });
    expect((again.body as { data: { themeColor: string } }).data.themeColor).toBe('cyan');
    const rows = await s.ctx.db.selectFrom('user_settings').select('user_id').execute();
    expect(rows).toHaveLength(1);
    const log = await s.ctx.db.selectFrom('op_log').select('detail').where('action', '=', 'theme.save').execute();
    expect(log).toHaveLength(2);
  });

  it('refuses a palette off the list, a width outside 200–400 and a colour that is not #rrggbb, in Chinese', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ themeColor: 'yellow' }, '主题色只能从给定的 11 种配色中选择'],
      [{ asideWidth: 150 }, '侧栏宽度须在 200 到 400 像素之间'],
      [{ asideWidth: 401 }, '侧栏宽度须在 200 到 400 像素之间'],
      [{ asideBgColor: 'red' }, '侧栏背景须为 #rrggbb 格式的颜色'],
      [{ tableTextColor: '#12345g' }, '表头文字须为 #rrggbb 格式的颜色'],
    ];
    for (const [change, text] of cases) {
      const res = await put('U', { ...DEFAULT_THEME, ...change });
      expect([res.status, message(res)], JSON.stringify(change)).toEqual([400, text]);
    }
    expect((await put('U', { ...DEFAULT_THEME, theme: 'sepia' })).status).toBe(400);
    expect((await get('U', '/ks/individual/theme')).body.data).toBeNull();
  });

  it('sends each role only the dropdown entries whose page exists', async () => {
    const labels = async (who: Who) => ((await get<Array<{ label: string; path: string }>>(who, '/ks/individual/menu-entries')).body.data).map((e) => e.label);
    // Every administration page of the dropdown is built.
    expect(await labels('M')).toEqual(['用户中心', '业务办理', '角色权限', '管理员管辖范围', '账号管理', '通知配置', '注册审核', '短信发件箱', '退出登录']);
    expect(await labels('U')).toEqual(['用户中心', '业务办理', '退出登录']);
    expect(await labels('D')).toEqual(['用户中心', '退出登录']);
    const entries = (await get<Array<{ key: string; path: string }>>('M', '/ks/individual/menu-entries')).body.data;
    expect(entries[0]).toEqual({ key: 'userCenter', label: '用户中心', path: '/userCenter/uCenter' });
  });

  it('gives administrators the administration entries once their pages are built, and nobody else', () => {
    const allBuilt = USER_MENU_ENTRIES.map((e) => ({ ...e, built: true }));
    const labels = (role: Who) => menuEntriesFor({ role }, allBuilt).map((e) => e.label);
    expect(labels('M')).toEqual(['用户中心', '业务办理', '角色权限', '管理员管辖范围', '账号管理', '通知配置', '注册审核', '短信发件箱', '退出登录']);
    expect(labels('U')).toEqual(['用户中心', '业务办理', '退出登录']);
    expect(labels('D')).toEqual(['用户中心', '退出登录']);
    expect(menuEntriesFor({ role: 'M' }, allBuilt).find((e) => e.key === 'jumpNoticeCfg')?.path).toBe('/system/jumpNoticeCfg');
  });
});
