import { encryptedLogin } from './harness';
import { FZ_FORM, SMALL_FORM, SYS, getAt, stringPaths, type Answer, type RouteCase, type Sent } from './fuzz-kit';
import type { FastifyInstance } from 'fastify';

/** What the cases need from the fuzz run. */
export interface StructureCaseKit {
  app: FastifyInstance;
  /** The account the login case signs in as (a cheap password check). */
  account: { username: string; password: string };
  must: (r: Sent) => Promise<unknown>;
  next: () => string;
  dataOf: (a: Answer) => Record<string, unknown>;
  /** A menu without a page config, in a system of its own. */
  bareMenu: () => Promise<string>;
}

/** Texts of a display group that take any value (the node title, a group title, a field label). */
const DG_TOGETHER = ['title', 'config.groups.0.title', 'config.groups.0.items.0.name'];
const MENU_TOGETHER = ['title', 'icon', 'nodeProperties', 'style'];

/**
 * Base requests of login, the shell's read calls, the structure (systems, menus, import) and display
 * groups, for server/test/fuzz-suite.ts, kept apart so that file stays small.
 */
export function structureCases({ app, account, must, next, dataOf, bareMenu }: StructureCaseKit): Record<string, RouteCase | RouteCase[]> {
  const exported = async (systemCoding: string) => (await must({ method: 'GET', url: '/ks/config/structure/export', who: 'D', query: { systemCoding } })) as { system: Record<string, unknown>; menus: Array<Record<string, unknown>> };
  const structureMenu = async (id: string) => ((await must({ method: 'GET', url: '/ks/config/structure/menus', who: 'D', query: { systemCoding: SYS } })) as Array<{ id: string }>).find((m) => m.id === id);
  const displayGroup = async (nodeId: string) => (await must({ method: 'GET', url: '/ks/config/structure/display-groups/detail', who: 'D', query: { nodeId } })) as Record<string, unknown>;
  /** Carries a versioned save on: the next request of the lane starts from the version this one made. */
  const versions = new Map<string, number>();
  const dgSave = (prefix: string): RouteCase => ({
    family: 'display groups',
    who: 'D',
    lanes: true,
    base: (lane) => ({ nodeId: `${prefix}_${lane}`, config: SMALL_FORM, version: versions.get(`${prefix}_${lane}`) ?? 1, title: '配置标题' }),
    stored: { title: 'exact', ...Object.fromEntries(stringPaths(SMALL_FORM, ['config']).map((p) => [p.join('.'), 'exact' as const])) },
    together: DG_TOGETHER,
    readBack: async (sent) => displayGroup(String(getAt(sent, ['nodeId']))),
    after: (sent, a) => void versions.set(String(getAt(sent, ['nodeId'])), Number(dataOf(a).version)),
  });
  return {
    'POST /ks/common/login': {
      family: 'auth',
      who: 'anon',
      // The encrypted values are fuzzed raw here (undecryptable: 400), and encrypted as account
      // names in fuzzEncryptedLogin. The account never fails, so the captcha is never asked for.
      base: async () => ({ ...(await encryptedLogin(app, account)), loginRoleType: 'U', captchaId: 'c', captcha: 'x' }),
    },
    'POST /ks/menu/v1/menus/main-menus': { family: 'read calls', who: 'U', base: () => ({ systemCoding: SYS }) },
    'POST /ks/base/dictionary/config/dic/pull-down': {
      family: 'read calls',
      who: 'U',
      base: () => ({ displayCode: 'region', gnCoding: FZ_FORM, systemCoding: SYS, key: '330000', whereStr: '{"a":"b"}' }),
    },
    'POST /ks/node/field/value-range': { family: 'read calls', who: 'U', base: () => ({ gnCoding: FZ_FORM, systemCoding: SYS, displayCode: 'qualification', filter: 'a,b' }) },
    'POST /ks/config/new/node/system': {
      family: 'structure',
      who: 'D',
      base: () => ({ systemName: '模糊系统', title: '模糊', gnCoding: `fzs_${next()}`, roles: ['M', 'D', 'U'] }),
      fresh: 'always',
      stored: { systemName: 'trim', title: 'trim', gnCoding: 'exact' },
      readBack: async (sent) => exported(String(getAt(sent, ['gnCoding']))).then((b) => b.system),
    },
    'PUT /ks/config/structure/system-name': {
      family: 'structure',
      who: 'D',
      lanes: true,
      base: (lane) => ({ systemCoding: `fz_ren_${lane}`, systemName: '改名系统', title: '改名', gnCoding: `fz_ren_${lane}` }),
      stored: { systemName: 'trim', title: 'trim' },
      readBack: async (sent) => exported(String(getAt(sent, ['systemCoding']))).then((b) => b.system),
    },
    'POST /ks/config/structure/child-menu': { family: 'structure', who: 'D', base: () => ({ systemCoding: SYS, id: 'fz_parent' }) },
    'POST /ks/config/structure/add': {
      family: 'structure',
      who: 'D',
      base: () => ({ systemCoding: SYS, parentId: 'fz_parent', id: `fza${next()}`, title: '新菜单', icon: 'icon', nodeProperties: '详情', style: 'font-weight:bold', itShows: '是', roles: ['M', 'D', 'U'] }),
      fresh: 'always',
      stored: { systemCoding: 'exact', parentId: 'exact', id: 'exact', title: 'trim', icon: 'exact', nodeProperties: 'exact', style: 'exact', itShows: 'exact' },
      together: MENU_TOGETHER,
      readBack: async (_sent, a) => (await structureMenu(String(dataOf(a).id))) ?? {},
      // Tidied away, so the structure read stays small.
      after: async (_sent, a) => void (await must({ method: 'DELETE', url: '/ks/config/structure/del', who: 'D', query: { id: String(dataOf(a).id), cascade: 'true' } })),
    },
    'PUT /ks/config/structure/edit': {
      family: 'structure',
      who: 'D',
      lanes: true,
      base: (lane) => ({ id: `fz_edit_${lane}`, title: '编辑菜单', icon: 'icon', nodeProperties: '详情', style: 'color:red', itShows: '是' }),
      stored: { title: 'trim', icon: 'exact', nodeProperties: 'exact', style: 'exact', itShows: 'exact' },
      together: MENU_TOGETHER,
      readBack: async (sent) => (await structureMenu(String(getAt(sent, ['id'])))) ?? {},
    },
    'DELETE /ks/config/structure/del': { family: 'structure', who: 'D', part: 'query', base: async () => ({ id: await bareMenu(), cascade: 'true' }), fresh: true },
    'POST /ks/config/structure/move': { family: 'structure', who: 'D', base: () => ({ id: 'fz_move', parentId: 'fz_parent', index: 0 }) },
    'POST /ks/config/structure/display-groups': {
      family: 'display groups',
      who: 'D',
      base: async () => ({ nodeId: await bareMenu(), kind: 'form', title: '新配置', config: SMALL_FORM }),
      fresh: true,
      stored: { title: 'exact', ...Object.fromEntries(stringPaths(SMALL_FORM, ['config']).map((p) => [p.join('.'), 'exact' as const])) },
      together: DG_TOGETHER,
      readBack: async (sent) => displayGroup(String(getAt(sent, ['nodeId']))),
    },
    'PUT /ks/config/structure/display-groups': dgSave('fz_dgput'),
    'POST /ks/config/node/update-preview': dgSave('fz_dgpre'),
    'DELETE /ks/config/structure/display-groups': { family: 'display groups', who: 'D', base: () => ({ nodeId: 'fz_dgdel', version: 99 }) },
    'POST /ks/config/structure/display-groups/rollback': { family: 'display groups', who: 'D', base: () => ({ nodeId: 'fz_dg3', version: 1, currentVersion: 1 }) },
    'POST /ks/config/structure/import': {
      family: 'structure',
      who: 'D',
      base: () => {
        const n = next();
        return {
          bundle: {
            format: 'ks-system-bundle',
            version: 1,
            system: { systemName: '导入系统', title: '导入', gnCoding: `fzi_${n}` },
            menus: [{ id: `fzim${n}`, title: '导入菜单', icon: 'icon', nodeProperties: '详情', style: 'x', itShows: '是' }],
            nodes: [],
          },
          dryRun: false,
        };
      },
      fresh: 'always',
      stored: Object.fromEntries(['system.systemName', 'system.title', 'system.gnCoding', 'menus.0.id', 'menus.0.title', 'menus.0.icon', 'menus.0.nodeProperties', 'menus.0.style'].map((p) => [`bundle.${p}`, 'exact' as const])),
      together: ['system.systemName', ...MENU_TOGETHER.map((f) => `menus.0.${f}`)].map((p) => `bundle.${p}`),
      readBack: async (sent) => ({ bundle: await exported(String(getAt(sent, ['bundle', 'system', 'gnCoding']))) }),
    },
  };
}
