import { Type } from '@sinclair/typebox';
import { MenuEntry, THEME_MESSAGES, ThemeSettings } from '../../../schemas/theme';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { menuEntriesFor, readTheme, saveTheme } from '../../individual/theme';
import practiceAreaRoutes from './practice-area';

/** The caller's own shell settings under /ks/individual (docs/shell.md "主题" and "用户菜单"). */
export default function individualRoutes(app: ApiApp, ctx: AppContext): void {
  practiceAreaRoutes(app, ctx);
  app.get(
    '/ks/individual/theme',
    { config: { access: 'user' }, schema: { tags: ['auth'], summary: '当前用户的主题设置（未设置过为 null）', response: responses(Type.Union([ThemeSettings, Type.Null()])) } },
    async (request) => ok(await readTheme(ctx.db, caller(request))),
  );

  app.put(
    '/ks/individual/theme',
    { config: { access: 'user' }, schema: { tags: ['auth'], summary: '保存当前用户的主题设置（明暗、主题色、侧栏宽度 200–400、各区域颜色 #rrggbb）', body: ThemeSettings, response: responses(ThemeSettings) } },
    async (request) => ok(await saveTheme(ctx.db, caller(request), request.body), THEME_MESSAGES.saved),
  );

  app.get(
    '/ks/individual/menu-entries',
    { config: { access: 'user' }, schema: { tags: ['auth'], summary: '当前用户的用户名下拉菜单项（仅含已建成的页面）', response: responses(Type.Array(MenuEntry)) } },
    async (request) => ok(menuEntriesFor(caller(request))),
  );
}
