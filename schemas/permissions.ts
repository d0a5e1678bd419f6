import { Type, type Static } from '@sinclair/typebox';
import { ACTION_LOOK, WORKFLOW_ACTIONS } from './workflow';

/**
 * 权限设置 (docs/administration.md): which buttons a role may use on a node. ONE catalogue for the server
 * (which refuses a forged call with 403 无权进行该操作), the runtime (which draws only the buttons
 * the server answers) and the administration page (which lists them with checkboxes).
 *
 * Where a button is drawn: `table` the list's toolbar, `row` a record's 操作 column (the workflow
 * moves), `form` the detail page's bottom bar. 提交 is one permission, drawn on rows and forms.
 */
export const BUTTON_AREAS = ['table', 'row', 'form'] as const;
export type ButtonArea = (typeof BUTTON_AREAS)[number];

export const BUTTON_AREA_LABELS: Record<ButtonArea, string> = { table: '列表按钮', row: '行按钮', form: '表单按钮' };

export const BUTTON_CODES = ['add', 'export', ...WORKFLOW_ACTIONS, 'save'] as const;
export type ButtonCode = (typeof BUTTON_CODES)[number];

export interface ButtonDef {
  code: ButtonCode;
  name: string;
  areas: readonly ButtonArea[];
}

/** Every button that can be permitted, in the order the page lists them. */
export const BUTTONS: readonly ButtonDef[] = [
  { code: 'add', name: '新增', areas: ['table'] },
  { code: 'export', name: '导出', areas: ['table'] },
  ...WORKFLOW_ACTIONS.map((a): ButtonDef => ({ code: a, name: ACTION_LOOK[a].name, areas: a === 'submit' ? ['row', 'form'] : ['row'] })),
  { code: 'save', name: '保存', areas: ['form'] },
];

/** The roles whose buttons and functions an administrator sets; D (developer) keeps everything. */
export const PERMISSION_ROLES = ['U', 'M'] as const;
export type PermissionRole = (typeof PERMISSION_ROLES)[number];

/**
 * The buttons the workflow gives to administrators only (server/records/workflow.ts RULES: their
 * grants are all `manager`; workflow.test.ts checks the two agree). An enterprise user never has
 * them on any record, whatever is stored, so 角色权限 shows them unticked and fixed for 企业用户
 * (issue 45 point 11: they were shown ticked, from "no row = every button").
 */
export const MANAGER_ONLY_BUTTONS: readonly ButtonCode[] = ['audit', 'assign', 'spread', 'send', 'publish'];

/** Whether a button can ever be used by `role` (the stored setting aside). */
export const buttonApplies = (role: PermissionRole, code: ButtonCode): boolean => role !== 'U' || !MANAGER_ONLY_BUTTONS.includes(code);

/** What a forged or stale call for a button the role lacks answers (403). */
export const NO_BUTTON_PERMISSION = '无权进行该操作';

/**
 * The codes `role` may use on a node whose stored permission is `stored` (null: no row, the
 * default — every button, the workflow still deciding per record). D is never restricted.
 */
export function permittedCodes(role: string, stored: readonly string[] | null): ReadonlySet<ButtonCode> {
  if (role === 'D' || stored === null) return new Set(BUTTON_CODES);
  return new Set(BUTTON_CODES.filter((c) => stored.includes(c)));
}

/** The buttons of `area` among `permitted`, as the runtime draws them. */
export const buttonsOfArea = (area: ButtonArea, permitted: ReadonlySet<ButtonCode>): Array<{ code: ButtonCode; name: string }> =>
  BUTTONS.filter((b) => b.areas.includes(area) && permitted.has(b.code)).map(({ code, name }) => ({ code, name }));

// ---- calls ----------------------------------------------------------------------------------------

const CodeSchema = Type.Union(BUTTON_CODES.map((c) => Type.Literal(c)));
const RoleSchema = Type.Union(PERMISSION_ROLES.map((r) => Type.Literal(r)), { description: 'U 企业用户，M 管理员' });
const NodeIdSchema = Type.String({ minLength: 1, maxLength: 64, description: '节点（菜单）id' });

/** table-button / form-button: the node whose buttons the caller asks for. */
export const NodeButtonsBody = Type.Object({ nodeId: NodeIdSchema }, { additionalProperties: false });
export type NodeButtonsBody = Static<typeof NodeButtonsBody>;

export const PermittedButton = Type.Object({ code: CodeSchema, name: Type.String() });
export type PermittedButton = Static<typeof PermittedButton>;

/** POST /ks/trade/buttons: optionally one trade node. */
export const TradeButtonsBody = Type.Object({ nodeId: Type.Optional(NodeIdSchema) }, { additionalProperties: false });
export const TradeNodeButtons = Type.Object({
  nodeId: Type.String(),
  title: Type.String(),
  table: Type.Array(PermittedButton),
  row: Type.Array(PermittedButton),
  form: Type.Array(PermittedButton),
});
export type TradeNodeButtons = Static<typeof TradeNodeButtons>;

/** GET /ks/authority/node/functions: the menus of a system with whether `role` may use each. */
export const FunctionsQuery = Type.Object(
  { role: RoleSchema, systemCoding: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export interface FunctionNode {
  id: string;
  title: string;
  /** the node property (列表, 动态详情 …); empty for a directory */
  nodeProperties: string;
  /** the menu's own roles list names the role */
  checked: boolean;
  children: FunctionNode[];
}
export const FunctionNode = Type.Recursive((This) =>
  Type.Object({ id: Type.String(), title: Type.String(), nodeProperties: Type.String(), checked: Type.Boolean(), children: Type.Array(This) }),
);
export const FunctionsData = Type.Object({
  role: Type.String(),
  systemCoding: Type.String(),
  /** false for M: administrators use every menu (docs/security.md "Menu roles"), only their buttons are set */
  editable: Type.Boolean(),
  menus: Type.Array(FunctionNode),
});
export type FunctionsData = Static<typeof FunctionsData>;

/** PUT /ks/authority/node/save-functions: the menus `role` may use (every other menu of the system loses it). */
export const SaveFunctionsBody = Type.Object(
  {
    role: RoleSchema,
    systemCoding: Type.String({ minLength: 1, maxLength: 64 }),
    menuIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 2000 }),
  },
  { additionalProperties: false },
);
export type SaveFunctionsBody = Static<typeof SaveFunctionsBody>;
/** The answer of a save: how many menus changed for the role. */
export const SavedFunctions = Type.Object({ changed: Type.Integer() });
export type SavedFunctions = Static<typeof SavedFunctions>;

/** GET /ks/authority/node/buttons: every button of the catalogue and whether `role` has it on the node. */
export const NodeButtonsQuery = Type.Object({ role: RoleSchema, nodeId: NodeIdSchema }, { additionalProperties: false });
export const NodeButtonSetting = Type.Object({
  code: CodeSchema,
  name: Type.String(),
  areas: Type.Array(Type.String()),
  /** the role can use it at all (false: the workflow gives it to administrators only) */
  applies: Type.Boolean(),
  /** the role keeps it on the node: it applies and the stored setting (or the default) has it */
  permitted: Type.Boolean(),
});
export const NodeButtonsData = Type.Object({
  role: Type.String(),
  nodeId: Type.String(),
  /** no row is stored: every button (today's behaviour) */
  isDefault: Type.Boolean(),
  buttons: Type.Array(NodeButtonSetting),
});
export type NodeButtonsData = Static<typeof NodeButtonsData>;

/** PUT /ks/authority/node/save-buttons: the codes `role` keeps on the node. */
export const SaveButtonsBody = Type.Object(
  { role: RoleSchema, nodeId: NodeIdSchema, codes: Type.Array(CodeSchema, { maxItems: BUTTON_CODES.length, uniqueItems: true }) },
  { additionalProperties: false },
);
export type SaveButtonsBody = Static<typeof SaveButtonsBody>;
