import type { MenuEntry, ThemeSettings } from '../../schemas/theme';
import { get, request } from './client';

/** The caller's own shell settings (docs/shell.md "主题", "用户菜单"). */
export const individualApi = {
  /** null: never chosen on the server; the browser keeps what it shows */
  theme: () => get<ThemeSettings | null>('/ks/individual/theme', { quiet: true }),
  saveTheme: (settings: ThemeSettings) => request<ThemeSettings>({ method: 'PUT', url: '/ks/individual/theme', data: settings }),
  menuEntries: () => get<MenuEntry[]>('/ks/individual/menu-entries', { quiet: true }),
};
