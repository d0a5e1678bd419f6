import { Type, type Static } from '@sinclair/typebox';
import { StructureMenu } from './designer';
import { PAGE_KIND_NAMES } from './page-kinds';
import { BUTTON_AREAS, BUTTON_CODES } from './permissions';
import { TYPE_CARD_ICONS, type TypeCardIcon } from './type-card-values';
import { PracticeDetail } from './auth';
import { SystemSummary } from './system';

// The configuration calls of spec 000 §7 that read the stored structure for the designer's pickers
// (docs/designer-api.md "Pickers and data sources"), and the three shell calls beside them
// (docs/api.md "Practice areas, managed systems, credit types"). The spec names the paths only;
// the shapes here are ours.

const Id = (description: string) => Type.String({ minLength: 1, maxLength: 64, description });
const KindSchema = Type.Union(PAGE_KIND_NAMES.map((k) => Type.Literal(k)), { description: '页面类型' });

// ---- menus ----------------------------------------------------------------------------------------

/** POST /ks/config/menu/submenus: a menu's whole subtree, or (no id) the system's whole tree. */
export const SubmenusBody = Type.Object(
  { systemCoding: Type.Optional(Id('系统编码（不带 id 时必填）')), id: Type.Optional(Id('菜单 id')) },
  { additionalProperties: false },
);
export type SubmenusBody = Static<typeof SubmenusBody>;

export type SubmenuTree = StructureMenu & { children: SubmenuTree[] };
export const SubmenuTree = Type.Recursive((This) => Type.Intersect([StructureMenu, Type.Object({ children: Type.Array(This) })]));

// ---- nodes and their data source -------------------------------------------------------------------

/** GET /ks/config/node/node-list and /ks/config/new/node/pull-down: a system's nodes, of one kind when asked. */
export const NodeListQuery = Type.Object({ systemCoding: Id('系统编码'), kind: Type.Optional(KindSchema) }, { additionalProperties: false });
export type NodeListQuery = Static<typeof NodeListQuery>;

export const NodeListItem = Type.Object({
  nodeId: Type.String(),
  title: Type.String(),
  kind: Type.String(),
  /** the titles of the menus from the root down to this node's own */
  menuPath: Type.Array(Type.String()),
  version: Type.Integer(),
  /** lists and card lists: the detail node whose records they show (formNodeId); null: their own */
  dataSource: Type.Union([Type.String(), Type.Null()]),
});
export type NodeListItem = Static<typeof NodeListItem>;

/** An entry of a node pull-down (a select's option). */
export const NodeOption = Type.Object({ value: Type.String(), label: Type.String(), kind: Type.String() });
export type NodeOption = Static<typeof NodeOption>;

/** GET /ks/config/node/db-list: the record stores a list may show — the system's detail forms. */
export const DataStore = Type.Object({
  nodeId: Type.String(),
  title: Type.String(),
  menuTitle: Type.Union([Type.String(), Type.Null()]),
  /** records stored under the form now */
  records: Type.Integer({ minimum: 0 }),
  /** the form's fields, in form order */
  fields: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
});
export type DataStore = Static<typeof DataStore>;

export const DataSourceMessages = {
  notAList: '只有列表或卡片列表页面可以设置数据来源',
  notAForm: '数据来源须为本系统的详情表单页面',
  nodeMissing: '页面配置不存在',
} as const;

/** POST /ks/config/node/update-data-source: a list's data source, as a versioned save of its config. */
export const UpdateDataSourceBody = Type.Object(
  {
    nodeId: Id('列表或卡片列表页面的 id'),
    dataSource: Type.Union([Id('详情表单页面的 id'), Type.Null()], { description: 'null：显示列表自身的记录' }),
    version: Type.Integer({ minimum: 1, description: '列表配置的当前版本（乐观锁）' }),
  },
  { additionalProperties: false },
);
export type UpdateDataSourceBody = Static<typeof UpdateDataSourceBody>;

export const DataSourceAnswer = Type.Object({ nodeId: Type.String(), dataSource: Type.Union([Type.String(), Type.Null()]), version: Type.Integer() });
export type DataSourceAnswer = Static<typeof DataSourceAnswer>;

// ---- functions ----------------------------------------------------------------------------------------

/** POST /ks/config/node/function-nodes: the menus of a system that lead to a page config. */
export const FunctionNodesBody = Type.Object({ systemCoding: Id('系统编码') }, { additionalProperties: false });
export type FunctionNodesBody = Static<typeof FunctionNodesBody>;

export interface FunctionNodeEntry {
  id: string;
  title: string;
  /** the page kind of the node; null for a directory above configured nodes */
  kind: string | null;
  children: FunctionNodeEntry[];
}
export const FunctionNodeEntry = Type.Recursive((This) =>
  Type.Object({ id: Type.String(), title: Type.String(), kind: Type.Union([Type.String(), Type.Null()]), children: Type.Array(This) }),
);

const ButtonCodeSchema = Type.Union(BUTTON_CODES.map((c) => Type.Literal(c)));
const AreaSchema = Type.Union(BUTTON_AREAS.map((a) => Type.Literal(a)));

/** POST /ks/config/node/function-list: the functions (buttons) one node offers, by its kind. */
export const FunctionListBody = Type.Object({ nodeId: Id('页面配置 id') }, { additionalProperties: false });
export type FunctionListBody = Static<typeof FunctionListBody>;
export const NodeFunction = Type.Object({ code: ButtonCodeSchema, name: Type.String(), areas: Type.Array(AreaSchema) });
export type NodeFunction = Static<typeof NodeFunction>;

/** POST /ks/config/dictionary/button/pull-down: every button as an option, of one area when asked. */
export const ButtonPullDownBody = Type.Object({ area: Type.Optional(AreaSchema) }, { additionalProperties: false });
export type ButtonPullDownBody = Static<typeof ButtonPullDownBody>;
export const ButtonOption = Type.Object({ value: ButtonCodeSchema, label: Type.String(), areas: Type.Array(AreaSchema) });
export type ButtonOption = Static<typeof ButtonOption>;

// ---- icons ---------------------------------------------------------------------------------------------

export const IconChoice = Type.Object({ name: Type.String(), label: Type.String() });
export type IconChoice = Static<typeof IconChoice>;

/** The icons a display group's type card may show, with their Chinese names (POST /ks/config/group/group-icons). */
export const GROUP_ICON_LABELS: Record<TypeCardIcon, string> = {
  AppstoreOutlined: '全部',
  ClockCircleOutlined: '待处理',
  CheckCircleOutlined: '通过',
  CloseCircleOutlined: '驳回',
  EditOutlined: '编辑',
  SendOutlined: '发送',
  StarOutlined: '星标',
  WarningOutlined: '警告',
};
export const GROUP_ICONS: readonly IconChoice[] = TYPE_CARD_ICONS.map((name) => ({ name, label: GROUP_ICON_LABELS[name] }));

// ---- shell calls ---------------------------------------------------------------------------------------

/** POST /ks/individual/practice-area: the caller's practice areas (spec 000 §3 Practice detail). */
export const PRACTICE_STATUS_NAMES = { '0': '未知', '1': '异常', '2': '正常' } as const;
export const PracticeArea = Type.Intersect([PracticeDetail, Type.Object({ statusName: Type.String() })]);
export const PracticeAreas = Type.Object({ abnormal: Type.Boolean(), areas: Type.Array(PracticeArea) });
export type PracticeAreas = Static<typeof PracticeAreas>;

/** POST /ks/authority/manager/system-list: the systems an administrator manages (default: the caller). */
export const ManagerSystemsBody = Type.Object({ userId: Type.Optional(Id('管理员账号 id（不填为本人）')) }, { additionalProperties: false });
export type ManagerSystemsBody = Static<typeof ManagerSystemsBody>;
export const ManagerSystems = Type.Object({
  userId: Type.String(),
  /** true: no system limit — every system is listed */
  unlimited: Type.Boolean(),
  systems: Type.Array(SystemSummary),
});
export type ManagerSystems = Static<typeof ManagerSystems>;

/** GET /ks/credit/admin/select-type: the types an administrator picks among on 信用记录, with counts. */
export const CreditSelectType = Type.Object({ key: Type.String(), label: Type.String(), icon: Type.String(), count: Type.Integer({ minimum: 0 }) });
export type CreditSelectType = Static<typeof CreditSelectType>;
