import { Type, type Static } from '@sinclair/typebox';

/**
 * 主题设置 (spec 000 §4 "Theme config", §9 aside width): what the floating bar's theme drawer
 * offers and what `GET|PUT /ks/individual/theme` keep per user, once for the server and the shell.
 * docs/shell.md "主题" tells the story; the colours themselves are computed in schemas/palette.ts.
 */

/**
 * The eleven accent palettes: antd's preset ramps (colour 6 of @ant-design/colors, which antd
 * ships) under antd's own Chinese names. 日出 (yellow) is left out: no shade of it carries white
 * text on a button. The order is the drawer's.
 */
export const ACCENTS = [
  { key: 'blue', name: '拂晓蓝', hue: '#1677ff' },
  { key: 'geekblue', name: '极客蓝', hue: '#2f54eb' },
  { key: 'purple', name: '酱紫', hue: '#722ed1' },
  { key: 'magenta', name: '法式洋红', hue: '#eb2f96' },
  { key: 'red', name: '薄暮', hue: '#f5222d' },
  { key: 'volcano', name: '火山', hue: '#fa541c' },
  { key: 'orange', name: '日暮', hue: '#fa8c16' },
  { key: 'gold', name: '金盏花', hue: '#faad14' },
  { key: 'lime', name: '青柠', hue: '#a0d911' },
  { key: 'green', name: '极光绿', hue: '#52c41a' },
  { key: 'cyan', name: '明青', hue: '#13c2c2' },
] as const;
export type AccentKey = (typeof ACCENTS)[number]['key'];
export const ACCENT_KEYS: readonly string[] = ACCENTS.map((a) => a.key);

/** Aside width (spec 000 §9): default 240, never below 200; 400 keeps the page usable at 1280 px. */
export const ASIDE_WIDTH = { default: 240, min: 200, max: 400 } as const;

/** The colour fields the drawer offers; '' means "as the light or dark theme paints it". */
export const COLOUR_FIELDS = [
  { key: 'navBgColor', label: '顶栏背景' },
  { key: 'navTextColor', label: '顶栏文字' },
  { key: 'asideBgColor', label: '侧栏背景' },
  { key: 'asideTextColor', label: '侧栏文字' },
  { key: 'asideActiveColor', label: '侧栏选中' },
  { key: 'tableBgColor', label: '表头背景' },
  { key: 'tableTextColor', label: '表头文字' },
  { key: 'cardBgColor', label: '卡片标题背景' },
  { key: 'cardTextColor', label: '卡片标题文字' },
] as const;
export type ColourField = (typeof COLOUR_FIELDS)[number]['key'];

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

// Types only: the ranges are checked by themeProblem so the refusal names the rule in Chinese.
const Colour = Type.String({ maxLength: 7 });
export const ThemeSettings = Type.Object(
  {
    theme: Type.Union([Type.Literal('light'), Type.Literal('dark')]),
    themeColor: Type.String({ maxLength: 32 }),
    asideWidth: Type.Integer({ minimum: 0, maximum: 10000 }),
    navBgColor: Colour,
    navTextColor: Colour,
    asideBgColor: Colour,
    asideTextColor: Colour,
    asideActiveColor: Colour,
    tableBgColor: Colour,
    tableTextColor: Colour,
    cardBgColor: Colour,
    cardTextColor: Colour,
  },
  { additionalProperties: false },
);
export type ThemeSettings = Static<typeof ThemeSettings>;

export const DEFAULT_THEME: ThemeSettings = {
  theme: 'light',
  themeColor: 'blue',
  asideWidth: ASIDE_WIDTH.default,
  navBgColor: '',
  navTextColor: '',
  asideBgColor: '',
  asideTextColor: '',
  asideActiveColor: '',
  tableBgColor: '',
  tableTextColor: '',
  cardBgColor: '',
  cardTextColor: '',
};

export const THEME_MESSAGES = {
  saved: '主题设置已保存',
  badPalette: '主题色只能从给定的 11 种配色中选择',
  badWidth: `侧栏宽度须在 ${ASIDE_WIDTH.min} 到 ${ASIDE_WIDTH.max} 像素之间`,
  badColour: (label: string) => `${label}须为 #rrggbb 格式的颜色`,
} as const;

/** The first problem of settings about to be stored, or null (the drawer never sends one; the server asks). */
export function themeProblem(s: ThemeSettings): string | null {
  if (!ACCENT_KEYS.includes(s.themeColor)) return THEME_MESSAGES.badPalette;
  if (!Number.isInteger(s.asideWidth) || s.asideWidth < ASIDE_WIDTH.min || s.asideWidth > ASIDE_WIDTH.max) return THEME_MESSAGES.badWidth;
  for (const f of COLOUR_FIELDS) {
    const v = s[f.key];
    if (v !== '' && !HEX_COLOUR.test(v)) return THEME_MESSAGES.badColour(f.label);
  }
  return null;
}

/** Stored settings read back leniently: a field that no longer fits falls back to its default. */
export function normaliseTheme(raw: unknown): ThemeSettings {
  const src = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof ThemeSettings, unknown>>;
  const out: ThemeSettings = { ...DEFAULT_THEME };
  if (src.theme === 'dark' || src.theme === 'light') out.theme = src.theme;
  if (typeof src.themeColor === 'string' && ACCENT_KEYS.includes(src.themeColor)) out.themeColor = src.themeColor;
  const w = src.asideWidth;
  if (typeof w === 'number' && Number.isInteger(w) && w >= ASIDE_WIDTH.min && w <= ASIDE_WIDTH.max) out.asideWidth = w;
  for (const f of COLOUR_FIELDS) {
    const v = src[f.key];
    if (typeof v === 'string' && HEX_COLOUR.test(v)) out[f.key] = v.toLowerCase();
  }
  return out;
}

/**
 * 用户菜单 (spec 000 §2 "Header dropdown"): every entry the header's user-name dropdown may hold,
 * in the spec's order, with who gets it. `built: false` entries are pages a later issue brings:
 * the server leaves them out until their page exists (flip the flag when it does).
 */
export interface UserMenuEntry {
  key: string;
  label: string;
  path: string;
  roles: readonly string[];
  built: boolean;
}

export const USER_MENU_ENTRIES: readonly UserMenuEntry[] = [
  { key: 'userCenter', label: '用户中心', path: '/userCenter/uCenter', roles: ['U', 'D', 'M'], built: true },
  // 角色权限 / 管理员管辖范围 / 账号管理 are named by what they do (issue 45 point 11; the spec's
  // header names 'permission setting', 'manage permissions', 'manage info' read alike in Chinese).
  // every business page the user may open, in all systems (docs/shell.md "业务办理")
  { key: 'transact', label: '业务办理', path: '/system/transact', roles: ['U', 'M'], built: true },
  { key: 'permissionsSet', label: '角色权限', path: '/system/permissionsSet', roles: ['M'], built: true },
  { key: 'managementInfo', label: '管理员管辖范围', path: '/system/managementInfo', roles: ['M'], built: true },
  { key: 'personnelInfo', label: '账号管理', path: '/system/personnelInfo', roles: ['M'], built: true },
  { key: 'jumpNoticeCfg', label: '通知配置', path: '/system/jumpNoticeCfg', roles: ['M'], built: true },
  // administrators' account pages (docs/accounts.md): registrations to approve, the development SMS outbox
  { key: 'registrationAudit', label: '注册审核', path: '/system/registrationAudit', roles: ['M'], built: true },
  { key: 'smsOutbox', label: '短信发件箱', path: '/system/smsOutbox', roles: ['M'], built: true },
  { key: 'logout', label: '退出登录', path: '', roles: ['U', 'D', 'M'], built: true },
];

export const MenuEntry = Type.Object({ key: Type.String(), label: Type.String(), path: Type.String() });
export type MenuEntry = Static<typeof MenuEntry>;
