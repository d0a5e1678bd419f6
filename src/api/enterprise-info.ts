import type { DecideChangeBody, EnterpriseDetail, EnterpriseFields, EnterpriseListBody, EnterpriseListRow, PersonBody, SaveAnswer } from '../../schemas/enterprise-info';
import type { PersonInfo } from '../../schemas/enterprises';
import { get, post, requestEnvelope } from './client';

const q = (enterpriseId?: string) => (enterpriseId ? `?${new URLSearchParams({ enterpriseId }).toString()}` : '');

/**
 * 企业信息 (docs/accounts.md "企业信息"). Writes are quiet: the pages show a refusal beside the form
 * and a success as a message; reads let the client report a failure.
 */
export const enterpriseInfoApi = {
  detail: (enterpriseId?: string) => get<EnterpriseDetail>(`/ks/basic/enterprise/info${q(enterpriseId)}`),
  personnel: (enterpriseId?: string) => get<PersonInfo[]>(`/ks/basic/enterprise/personnel/list${q(enterpriseId)}`),
  save: async (fields: EnterpriseFields) => (await requestEnvelope<SaveAnswer>({ method: 'PUT', url: '/ks/basic/enterprise/info', data: fields, quiet: true })).data,
  savePerson: async (body: PersonBody) => (await requestEnvelope<{ id: string; message: string }>({ method: 'POST', url: '/ks/basic/enterprise/personnel/save', data: body, quiet: true })).data,
  deletePerson: async (id: string) => (await requestEnvelope<null>({ method: 'POST', url: '/ks/basic/enterprise/personnel/delete', data: { id }, quiet: true })).message,
  library: (body: EnterpriseListBody) => post<{ records: EnterpriseListRow[]; total: number }>('/ks/basic/enterprise/list', body),
  audit: async (enterpriseId: string) => (await requestEnvelope<null>({ method: 'POST', url: '/ks/basic/enterprise/info/audit', data: { enterpriseId }, quiet: true })).message,
  decide: async (body: DecideChangeBody) => (await requestEnvelope<null>({ method: 'POST', url: '/ks/basic/enterprise/change/decide', data: body, quiet: true })).message,
};
