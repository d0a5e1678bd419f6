import { PAGE_KIND_NAMES } from './page-kinds';
import { Type, type Static } from '@sinclair/typebox';
import { ROLES } from './roles';
import { BundleMenu, GN_CODING_PATTERN, SystemBundle } from './system';
import { CatalogueCall } from './catalogue';

// Payloads of the designer's structure calls under /ks/config (docs/designer-api.md). The fields
// whose refusal text the spec fixes (new-system dialog, spec 000 §5) are plain strings here and
// checked by `systemProblem`, so the server answers with the spec's own words, not ajv's.

const RoleList = Type.Array(Type.Union(ROLES.map((r) => Type.Literal(r))), { uniqueItems: true });
const LooseText = (description: string) => Type.Optional(Type.Union([Type.String(), Type.Null()], { description }));
const Id = (description: string) => Type.String({ minLength: 1, maxLength: 64, description });

/** Messages of the new-system dialog (spec 000 §2, §5), verbatim. */
export const SYSTEM_MESSAGES = {
  systemNameRequired: '请输入系统全称',
  systemNameTooLong: '系统全称长度不能超过 64 个字符',
  titleRequired: '请输入系统简称',
  titleLength: '长度在 1 到 8 个字符',
  gnCodingFormat: '系统编码格式为字母开头，以及数字、下划线组成',
  gnCodingTooLong: '系统编码长度不能超过 64 个字符',
  created: '系统已生成',
} as const;

/** The one message the designer shows when someone else saved the config first. */
export const STALE_CONFIG_MESSAGE = '配置已被他人修改，请刷新或对比后再保存';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The first problem of a new-system or rename form, in the dialog's words, or null.
 * Shared by the dialog and the server so both refuse with the same text.
 */
export function systemProblem(v: { systemName?: unknown; title?: unknown; gnCoding?: unknown }, withCode: boolean): string | null {
  const name = text(v.systemName);
  const title = text(v.title);
  if (!name) return SYSTEM_MESSAGES.systemNameRequired;
  if ([...name].length > 64) return SYSTEM_MESSAGES.systemNameTooLong;
  if (!title) return SYSTEM_MESSAGES.titleRequired;
  if ([...title].length > 8) return SYSTEM_MESSAGES.titleLength;
  if (!withCode) return null;
  const code = typeof v.gnCoding === 'string' ? v.gnCoding : '';
  if (!new RegExp(GN_CODING_PATTERN).test(code)) return SYSTEM_MESSAGES.gnCodingFormat;
  if (code.length > 64) return SYSTEM_MESSAGES.gnCodingTooLong;
  return null;
}

// ---- systems -------------------------------------------------------------------------------

export const NewSystemBody = Type.Object(
  {
    systemName: LooseText('系统全称，必填，≤64 字'),
    title: LooseText('系统简称，必填，1–8 个字符'),
    gnCoding: LooseText('系统编码，字母开头，字母数字下划线；生成后不可修改'),
    levels: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
    roles: Type.Optional(RoleList),
  },
  { additionalProperties: false },
);
export type NewSystemBody = Static<typeof NewSystemBody>;

export const NewSystemAnswer = Type.Object({ gnName: Type.String(), gnCoding: Type.String() });
export type NewSystemAnswer = Static<typeof NewSystemAnswer>;

export const SystemNameBody = Type.Object(
  {
    systemCoding: Id('要改名的系统编码'),
    systemName: LooseText('新的系统全称'),
    title: LooseText('新的系统简称'),
    gnCoding: Type.Optional(Type.String({ description: '若提供，必须等于 systemCoding：编码不可修改' })),
  },
  { additionalProperties: false },
);
export type SystemNameBody = Static<typeof SystemNameBody>;

// ---- menus ---------------------------------------------------------------------------------

const MenuFields = {
  icon: Type.Optional(Type.String({ maxLength: 64 })),
  nodeProperties: Type.Optional(Type.String({ maxLength: 64, description: '节点属性文字：列表、详情…' })),
  itShows: Type.Optional(Type.Union([Type.Literal('是'), Type.Literal('否')])),
  style: Type.Optional(Type.String({ maxLength: 64 })),
  nodeSetFlag: Type.Optional(Type.Boolean()),
  disabled: Type.Optional(Type.Boolean()),
  roles: Type.Optional(RoleList),
};

export const AddMenuBody = Type.Object(
  {
    systemCoding: Id('所属系统编码'),
    parentId: Type.Optional(Type.Union([Id('上级菜单 id'), Type.Null()])),
    id: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]*$', maxLength: 64, description: '可选：指定菜单 id（也是页面配置 id）' })),
    title: Type.String({ description: '菜单名称，1–64 个字符' }),
    ...MenuFields,
  },
  { additionalProperties: false },
);
export type AddMenuBody = Static<typeof AddMenuBody>;

export const EditMenuBody = Type.Object(
  { id: Id('菜单 id'), title: Type.Optional(Type.String()), ...MenuFields },
  { additionalProperties: false },
);
export type EditMenuBody = Static<typeof EditMenuBody>;

export const DelMenuQuery = Type.Object(
  {
    id: Id('菜单 id'),
    cascade: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'true：连同子树中的页面配置一起删除' })),
  },
  { additionalProperties: false },
);
export type DelMenuQuery = Static<typeof DelMenuQuery>;

export const DelMenuAnswer = Type.Object({ deletedMenus: Type.Array(Type.String()), deletedNodes: Type.Array(Type.String()) });

export const ChildMenuBody = Type.Object(
  { systemCoding: Type.Optional(Id('系统编码（取根菜单时必填）')), id: Type.Optional(Type.Union([Id('菜单 id'), Type.Null()])) },
  { additionalProperties: false },
);
export type ChildMenuBody = Static<typeof ChildMenuBody>;

export const SystemQuery = Type.Object({ systemCoding: Id('系统编码') }, { additionalProperties: false });
export type SystemQuery = Static<typeof SystemQuery>;

/** A menu as the structure editor sees it: every field, unfiltered by role. */
export const StructureMenu = Type.Object({
  id: Type.String(),
  systemCoding: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
  title: Type.String(),
  icon: Type.String(),
  itShows: Type.String(),
  nodeProperties: Type.String(),
  style: Type.String(),
  nodeSetFlag: Type.Boolean(),
  disabled: Type.Boolean(),
  roles: RoleList,
  hasChildren: Type.Boolean(),
  /** Kind of the page config of this menu, or null when it has none. */
  nodeKind: Type.Union([Type.String(), Type.Null()]),
});
export type StructureMenu = Static<typeof StructureMenu>;

export const MoveMenuBody = Type.Object(
  {
    id: Id('要移动的菜单 id'),
    parentId: Type.Union([Id('新的上级菜单 id'), Type.Null()], { description: 'null：移到根层' }),
    index: Type.Integer({ minimum: 0, description: '在新兄弟中的位置，超出则放在最后' }),
  },
  { additionalProperties: false },
);
export type MoveMenuBody = Static<typeof MoveMenuBody>;

export const MoveMenuAnswer = Type.Object({
  id: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  index: Type.Integer(),
  siblings: Type.Array(Type.String()),
});

export const CacheRefreshAnswer = Type.Object({ version: Type.Integer(), refreshedAt: Type.String() });

// ---- display groups (node configs) ---------------------------------------------------------

export const NODE_KIND_LIST = PAGE_KIND_NAMES;
export const NodeKindSchema = Type.Union(NODE_KIND_LIST.map((k) => Type.Literal(k)));

export const DisplayGroupSummary = Type.Object({
  nodeId: Type.String(),
  systemCoding: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  /** Title of the menu the config belongs to; null if the menu is gone. */
  menuTitle: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});
export type DisplayGroupSummary = Static<typeof DisplayGroupSummary>;

export const DisplayGroupDetail = Type.Composite([DisplayGroupSummary, Type.Object({ config: Type.Unknown() })]);
export type DisplayGroupDetail = Static<typeof DisplayGroupDetail>;

export const NodeQuery = Type.Object({ nodeId: Id('页面配置 id（= 菜单 id）') }, { additionalProperties: false });
export type NodeQuery = Static<typeof NodeQuery>;

export const CreateDisplayGroupBody = Type.Object(
  { nodeId: Id('菜单 id'), kind: NodeKindSchema, title: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })), config: Type.Unknown() },
  { additionalProperties: false },
);
export type CreateDisplayGroupBody = Static<typeof CreateDisplayGroupBody>;

export const SaveDisplayGroupBody = Type.Object(
  {
    nodeId: Id('页面配置 id'),
    config: Type.Unknown(),
    version: Type.Integer({ minimum: 1, description: '编辑开始时读到的版本号' }),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type SaveDisplayGroupBody = Static<typeof SaveDisplayGroupBody>;

export const DeleteDisplayGroupBody = Type.Object(
  { nodeId: Id('页面配置 id'), version: Type.Optional(Type.Integer({ minimum: 1, description: '若提供，版本已变则拒绝' })) },
  { additionalProperties: false },
);
export type DeleteDisplayGroupBody = Static<typeof DeleteDisplayGroupBody>;
/** The answer of a delete: the page config that went. */
export const DeletedDisplayGroup = Type.Object({ nodeId: Type.String() });
export type DeletedDisplayGroup = Static<typeof DeletedDisplayGroup>;

export const SaveAnswer = Type.Object({ nodeId: Type.String(), version: Type.Integer(), updatedAt: Type.String(), updatedBy: Type.String() });
export type SaveAnswer = Static<typeof SaveAnswer>;

/** `data` of the 409 answer to a stale save: what the UI needs to offer reload or compare. */
export const StaleVersionData = Type.Object({
  nodeId: Type.String(),
  currentVersion: Type.Integer(),
  savedBy: Type.String(),
  savedAt: Type.String(),
});
export type StaleVersionData = Static<typeof StaleVersionData>;

export const HistoryEntry = Type.Object({ version: Type.Integer(), savedBy: Type.String(), savedAt: Type.String() });
export type HistoryEntry = Static<typeof HistoryEntry>;

const VersionText = (description: string) => Type.String({ pattern: '^[1-9][0-9]{0,8}$', description });

export const HistoryVersionQuery = Type.Object({ nodeId: Id('页面配置 id'), version: VersionText('版本号') }, { additionalProperties: false });
export type HistoryVersionQuery = Static<typeof HistoryVersionQuery>;

export const HistoryVersion = Type.Composite([HistoryEntry, Type.Object({ nodeId: Type.String(), config: Type.Unknown() })]);
export type HistoryVersion = Static<typeof HistoryVersion>;

export const HistoryDiffQuery = Type.Object(
  { nodeId: Id('页面配置 id'), from: VersionText('旧版本号'), to: VersionText('新版本号') },
  { additionalProperties: false },
);
export type HistoryDiffQuery = Static<typeof HistoryDiffQuery>;

/** One difference between two configs; `path` is a JSON pointer, a missing side means absent. */
export const ConfigChange = Type.Object({
  path: Type.String(),
  op: Type.Union([Type.Literal('add'), Type.Literal('remove'), Type.Literal('replace')]),
  before: Type.Optional(Type.Unknown()),
  after: Type.Optional(Type.Unknown()),
});
export type ConfigChange = Static<typeof ConfigChange>;

export const RollbackBody = Type.Object(
  {
    nodeId: Id('页面配置 id'),
    version: Type.Integer({ minimum: 1, description: '要恢复的历史版本' }),
    currentVersion: Type.Integer({ minimum: 1, description: '界面上当前的版本（乐观锁）' }),
  },
  { additionalProperties: false },
);
export type RollbackBody = Static<typeof RollbackBody>;

export const RollbackAnswer = Type.Composite([SaveAnswer, Type.Object({ restoredFrom: Type.Integer() })]);

// ---- export / import -----------------------------------------------------------------------

export const SYSTEM_BUNDLE_FORMAT = 'ks-system-bundle';

/** A page config inside an exported bundle; `config` is checked against its kind's schema. */
export const BundleNode = Type.Object(
  { nodeId: Id('菜单 id'), kind: NodeKindSchema, title: Type.String({ minLength: 1, maxLength: 128 }), config: Type.Unknown() },
  { additionalProperties: false },
);
export type BundleNode = Static<typeof BundleNode>;

/** The export file: a SystemBundle (system + menu tree) plus its page configs. */
export const SystemExportBundle = Type.Object(
  {
    format: Type.Literal(SYSTEM_BUNDLE_FORMAT),
    version: Type.Literal(1),
    system: SystemBundle.properties.system,
    menus: Type.Array(Type.Ref(BundleMenu)),
    nodes: Type.Array(BundleNode),
    /** The system's call catalogue (docs/api.md "Business-call catalogue"); absent in bundles made before it. */
    calls: Type.Optional(Type.Array(CatalogueCall, { maxItems: 500 })),
  },
  { additionalProperties: false },
);
export type SystemExportBundle = Static<typeof SystemExportBundle>;

export const ImportBody = Type.Object(
  { bundle: Type.Unknown({ description: 'SystemExportBundle' }), dryRun: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ImportBody = Static<typeof ImportBody>;

export const ImportConflict = Type.Object({
  type: Type.Union([Type.Literal('system'), Type.Literal('menu'), Type.Literal('node'), Type.Literal('call'), Type.Literal('invalid')]),
  id: Type.String(),
  message: Type.String(),
});
export type ImportConflict = Static<typeof ImportConflict>;

export const ImportReport = Type.Object({
  systemCoding: Type.String(),
  dryRun: Type.Boolean(),
  imported: Type.Boolean(),
  menus: Type.Integer(),
  nodes: Type.Integer(),
  conflicts: Type.Array(ImportConflict),
});
export type ImportReport = Static<typeof ImportReport>;
