import { Type, type Static } from '@sinclair/typebox';
import { pagingFields, pageOf } from './paging';
import { ROLES } from './roles';

/**
 * Management scope (管理权限) and personnel administration (人员信息), spec 000 §2 and §6: the rule
 * "does administrator X manage system S / region G / record R", once for the server and the pages,
 * and the shapes of their calls (docs/accounts.md).
 */

/**
 * Which systems and regions an administrator manages. An empty list does not limit that kind: an
 * administrator with no scope rows manages everything (the behaviour before scopes existed).
 */
export interface ManagementScope {
  systems: readonly string[];
  regions: readonly string[];
}

export const UNLIMITED_SCOPE: ManagementScope = { systems: [], regions: [] };

/** Whether the scope covers a system (by its gnCoding). */
export function managesSystem(scope: ManagementScope, systemCoding: string): boolean {
  return scope.systems.length === 0 || scope.systems.includes(systemCoding);
}

/**
 * Whether the scope covers a region. `null` is a record of no enterprise (made on the platform by
 * an administrator or developer): it is in no region, so only an administrator whose regions are
 * not limited manages it — a regional administrator manages the enterprises of their regions.
 */
export function managesRegion(scope: ManagementScope, region: string | null): boolean {
  return scope.regions.length === 0 || (region !== null && scope.regions.includes(region));
}

/** The facts of a record the scope looks at: its system, and the region of its enterprise. */
export interface ScopedRecord {
  systemCoding: string;
  /** the region of the record's enterprise; null for a record of no enterprise */
  region: string | null;
}

/** Whether an administrator with `scope` manages the record (sees it in lists, todos; audits it). */
export function managesRecord(scope: ManagementScope, record: ScopedRecord): boolean {
  return managesSystem(scope, record.systemCoding) && managesRegion(scope, record.region);
}

/** How a scope reads to a person: 全部系统 / 全部地区 when not limited. */
export function scopeSummary(scope: ManagementScope, systemName: (code: string) => string, regionName: (code: string) => string): string {
  const systems = scope.systems.length === 0 ? '全部系统' : scope.systems.map(systemName).join('、');
  const regions = scope.regions.length === 0 ? '全部地区' : scope.regions.map(regionName).join('、');
  return `${systems}；${regions}`;
}

export const MANAGEMENT_MESSAGES = {
  scopeSaved: '管理权限已保存',
  notManager: '该账号不是管理员，不能设置管理权限',
  accountMissing: '账号不存在',
  unknownSystem: '系统不存在',
  unknownRegion: '地区不存在',
  assigneeOutside: '该审核人不管理此记录所属的系统或地区',
  /** a global setting (docs/administration.md "受限管理员能做什么"): scopes, accounts, menus, audit levels, dictionaries… */
  unlimitedOnly: '该操作仅限不受管理范围限制的管理员',
  /** one enterprise's information or change, outside the administrator's regions */
  outsideRegion: '无权管理该地区的企业',
  scopeSelf: '不能修改自己的管理权限',
  created: '账号已创建',
  usernameTaken: '该登录名已被使用',
  usernameRule: '登录名为4-32位字母、数字、下划线或短横线',
  userNameRule: '请输入姓名（不超过32个字）',
  enterpriseNeeded: '企业用户须选择所属企业',
  enterpriseMissing: '企业不存在',
  disabled: '账号已停用，其所有登录已退出',
  enabled: '账号已启用',
  selfDisable: '不能停用自己的账号',
  selfDemote: '不能修改自己的角色',
  roleChanged: '角色已修改，该账号的所有登录已退出',
  roleSame: '该账号已是此角色',
  roleEnterprise: '企业用户由企业注册产生，不能改为或改自企业用户',
  resetDone: '密码已重置，请将临时密码告知本人，登录后须修改密码',
  mustChange: '您的密码是管理员重置的临时密码，请先修改密码',
} as const;

const closed = { additionalProperties: false } as const;
const Code = Type.String({ minLength: 1, maxLength: 64 });

export const ScopeShape = Type.Object({
  systems: Type.Array(Code, { maxItems: 200, description: 'gnCoding of the systems managed; empty: every system' }),
  regions: Type.Array(Code, { maxItems: 500, description: 'region codes (enterprises.region) managed; empty: every region' }),
});

/** POST /ks/authority/manager/list: the administrators and their scopes. */
export const ManagerListBody = Type.Object(
  {
    keyWord: Type.Optional(Type.String({ maxLength: 64 })),
    ...pagingFields(),
  },
  closed,
);
export type ManagerListBody = Static<typeof ManagerListBody>;

export const ManagerRow = Type.Object({
  id: Type.String(),
  username: Type.String(),
  userName: Type.String(),
  disabled: Type.Boolean(),
  systems: Type.Array(Type.String()),
  regions: Type.Array(Type.String()),
  /** 全部系统；全部地区 or the names */
  summary: Type.String(),
});
export type ManagerRow = Static<typeof ManagerRow>;

export const ManagerPage = pageOf(ManagerRow);
export type ManagerPage = Static<typeof ManagerPage>;

/** PUT /ks/authority/manager/scope */
export const ScopeSaveBody = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }), ...ScopeShape.properties }, closed);
export type ScopeSaveBody = Static<typeof ScopeSaveBody>;

const Option = Type.Object({ value: Type.String(), label: Type.String() });
/** GET /ks/authority/manager/scope-options: what a scope may name. */
export const ScopeOptions = Type.Object({ systems: Type.Array(Option), regions: Type.Array(Option) });
export type ScopeOptions = Static<typeof ScopeOptions>;

export const RoleCode = Type.Union(ROLES.map((r) => Type.Literal(r)));

/** POST /ks/authority/users/list */
export const AccountListBody = Type.Object(
  {
    keyWord: Type.Optional(Type.String({ maxLength: 64, description: 'part of the name, the login name or the enterprise name' })),
    role: Type.Optional(RoleCode),
    enterpriseId: Type.Optional(Type.String({ maxLength: 64 })),
    ...pagingFields(),
  },
  closed,
);
export type AccountListBody = Static<typeof AccountListBody>;

export const AccountRow = Type.Object({
  id: Type.String(),
  username: Type.String(),
  userName: Type.String(),
  role: RoleCode,
  enterpriseId: Type.Union([Type.String(), Type.Null()]),
  enterpriseName: Type.String(),
  phone: Type.String({ description: 'masked' }),
  disabled: Type.Boolean(),
  mustChangeSecret: Type.Boolean(),
  createdAt: Type.String(),
});
export type AccountRow = Static<typeof AccountRow>;

export const AccountPage = pageOf(AccountRow);
export type AccountPage = Static<typeof AccountPage>;

export const USERNAME_PATTERN = '^[A-Za-z0-9_-]{4,32}$';

/** POST /ks/authority/users/create: the temporary password is answered once. */
export const AccountCreateBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 32 }),
    userName: Type.String({ minLength: 1, maxLength: 32 }),
    role: RoleCode,
    enterpriseId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  closed,
);
export type AccountCreateBody = Static<typeof AccountCreateBody>;

/** The answer of create and reset: shown once to the administrator, never stored in clear. */
export const TemporarySecret = Type.Object({ id: Type.String(), username: Type.String(), temporarySecret: Type.String() });
export type TemporarySecret = Static<typeof TemporarySecret>;

export const AccountIdBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, closed);
export type AccountIdBody = Static<typeof AccountIdBody>;

export const AccountDisableBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), disabled: Type.Boolean() }, closed);
export type AccountDisableBody = Static<typeof AccountDisableBody>;

export const AccountRoleBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), role: RoleCode }, closed);
export type AccountRoleBody = Static<typeof AccountRoleBody>;

/** Whether `username` is an acceptable login name for a new account. */
export function usernameProblem(username: string): string | null {
  return new RegExp(USERNAME_PATTERN).test(username) ? null : MANAGEMENT_MESSAGES.usernameRule;
}
