import type { FunctionsData, NodeButtonsData, PermissionRole, PermittedButton } from '../../schemas/permissions';
import { get, request } from './client';

const query = (q: Record<string, string>) => new URLSearchParams(q).toString();

/** 权限设置 (docs/administration.md "权限设置"): the caller's buttons, and the administration page's calls. */
export const permissionsApi = {
  /** The list toolbar buttons (新增, 导出) the caller keeps on a node; quiet: the page keeps its default. */
  tableButtons: (nodeId: string) => request<PermittedButton[]>({ method: 'POST', url: '/ks/common/buttons/table-button', data: { nodeId }, quiet: true }),
  /** The form buttons (保存, 提交) the caller keeps on a node. */
  formButtons: (nodeId: string) => request<PermittedButton[]>({ method: 'POST', url: '/ks/common/buttons/form-button', data: { nodeId }, quiet: true }),
  functions: (role: PermissionRole, systemCoding: string) => get<FunctionsData>(`/ks/authority/node/functions?${query({ role, systemCoding })}`, { quiet: true }),
  saveFunctions: (role: PermissionRole, systemCoding: string, menuIds: string[]) =>
    request<{ changed: number }>({ method: 'PUT', url: '/ks/authority/node/save-functions', data: { role, systemCoding, menuIds } }),
  buttons: (role: PermissionRole, nodeId: string) => get<NodeButtonsData>(`/ks/authority/node/buttons?${query({ role, nodeId })}`, { quiet: true }),
  saveButtons: (role: PermissionRole, nodeId: string, codes: string[]) =>
    request<NodeButtonsData>({ method: 'PUT', url: '/ks/authority/node/save-buttons', data: { role, nodeId, codes } }),
};
