import { Type } from '@sinclair/typebox';
import {
  AccountCreateBody,
  AccountDisableBody,
  AccountIdBody,
  AccountListBody,
  AccountPage,
  AccountRoleBody,
  MANAGEMENT_MESSAGES as M,
  ManagerListBody,
  ManagerPage,
  ScopeOptions,
  ScopeSaveBody,
  TemporarySecret,
} from '../../../schemas/management';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { listManagers, saveScope, scopeOptions } from '../../management/managers';
import { changeRole, createAccount, listAccounts, resetSecret, setDisabled } from '../../management/accounts';
import managedSystemRoutes from './managed-systems';

const tags = ['account'];
const access = ['M'] as const;
/** Scopes and accounts are global settings: administrators whose own scope is unlimited (server/authority/admin-scope.ts). */
const change = { access, globalSetting: true };

/**
 * 管理权限 (`/ks/authority/manager/*`) and 人员信息 (`/ks/authority/users/*`), administrators only
 * (docs/administration.md). Changes are further limited to administrators whose own scope is unlimited
 * (a limited one could otherwise widen their own).
 */
export default function managementRoutes(app: ApiApp, ctx: AppContext): void {
  managedSystemRoutes(app, ctx);
  const { db } = ctx;

  app.post(
    '/ks/authority/manager/list',
    { config: { access }, schema: { tags, summary: '管理员及其管理权限（系统、地区）', body: ManagerListBody, response: responses(ManagerPage) } },
    async (request) => ok(await listManagers(db, request.body)),
  );

  app.get(
    '/ks/authority/manager/scope-options',
    { config: { access }, schema: { tags, summary: '可设置的系统和地区', response: responses(ScopeOptions) } },
    async () => ok(await scopeOptions(db)),
  );

  app.put(
    '/ks/authority/manager/scope',
    { config: change, schema: { tags, summary: '设置管理员的管理权限（空列表：不限）', body: ScopeSaveBody, response: responses(Type.Null()) } },
    async (request) => {
      await saveScope(db, caller(request), request.body);
      return ok(null, M.scopeSaved);
    },
  );

  app.post(
    '/ks/authority/users/list',
    { config: { access }, schema: { tags, summary: '账号列表（按姓名、登录名、企业、角色搜索）', body: AccountListBody, response: responses(AccountPage) } },
    async (request) => ok(await listAccounts(db, request.body)),
  );

  app.post(
    '/ks/authority/users/create',
    { config: change, schema: { tags, summary: '新建账号（临时密码只返回这一次）', body: AccountCreateBody, response: responses(TemporarySecret) } },
    async (request) => ok(await createAccount(db, caller(request), request.body), M.created),
  );

  app.put(
    '/ks/authority/users/disable',
    { config: change, schema: { tags, summary: '停用（所有登录立即失效）或启用账号', body: AccountDisableBody, response: responses(Type.Null()) } },
    async (request) => {
      await setDisabled(db, caller(request), request.body);
      return ok(null, request.body.disabled ? M.disabled : M.enabled);
    },
  );

  app.post(
    '/ks/authority/users/reset-secret',
    { config: change, schema: { tags, summary: '重置为临时密码（只返回这一次；登录后须修改）', body: AccountIdBody, response: responses(TemporarySecret) } },
    async (request) => ok(await resetSecret(db, caller(request), request.body.id), M.resetDone),
  );

  app.put(
    '/ks/authority/users/role',
    { config: change, schema: { tags, summary: '修改角色（管理员 ↔ 开发者）', body: AccountRoleBody, response: responses(Type.Null()) } },
    async (request) => {
      await changeRole(db, caller(request), request.body);
      return ok(null, M.roleChanged);
    },
  );
}
