import type { AccountCreateBody, AccountListBody, AccountPage, ManagerListBody, ManagerPage, ScopeOptions, ScopeSaveBody, TemporarySecret } from '../../schemas/management';
import type { EnterpriseOption } from '../../schemas/enterprises';
import type { Role } from '../../schemas/roles';
import { get, post, request, requestEnvelope } from './client';

const message = async (method: 'PUT' | 'POST', url: string, data: unknown): Promise<string> => (await requestEnvelope<null>({ method, url, data })).message;

/** 管理权限 and 人员信息 (docs/administration.md): administrators only. Refusals show the API client's dialog. */
export const managementApi = {
  managers: (body: ManagerListBody) => post<ManagerPage>('/ks/authority/manager/list', body),
  scopeOptions: () => get<ScopeOptions>('/ks/authority/manager/scope-options'),
  saveScope: (body: ScopeSaveBody) => message('PUT', '/ks/authority/manager/scope', body),
  accounts: (body: AccountListBody) => post<AccountPage>('/ks/authority/users/list', body),
  // quiet: the new-account dialog shows a refusal beside its form
  create: (body: AccountCreateBody) => request<TemporarySecret>({ method: 'POST', url: '/ks/authority/users/create', data: body, quiet: true }),
  setDisabled: (id: string, disabled: boolean) => message('PUT', '/ks/authority/users/disable', { id, disabled }),
  resetSecret: (id: string) => request<TemporarySecret>({ method: 'POST', url: '/ks/authority/users/reset-secret', data: { id } }),
  changeRole: (id: string, role: Role) => message('PUT', '/ks/authority/users/role', { id, role }),
  enterprises: (keyWord: string) => get<EnterpriseOption[]>(`/ks/basic/enterprise/credit/ent/pull-down?${new URLSearchParams({ keyWord }).toString()}`),
};
