import type { FieldOption } from '../../schemas/form';
import type { ChangeListPage, ChangeRecord } from '../../schemas/change-request';
import type { ChangeFieldsAnswer, ChangeServices } from '../../runtime/blocks/change-dialog/change-services';
import { post } from './client';
import { uploads } from './runtime-services';
import { getUser } from '../session/session';

/**
 * The change calls (docs/credit.md "Calls") over the shell's API client: a refusal shows the
 * client's dialog with the server's message, and the call rejects.
 */
export const changeServices: ChangeServices = {
  fetchRounds: ({ businessId, gnCoding, systemCoding }) => post<ChangeRecord[]>('/ks/rfc/change-records', { businessId, gnCoding, systemCoding }),
  fetchTypes: ({ gnCoding, systemCoding }) => post<FieldOption[]>('/ks/rfc/change-types', { gnCoding, systemCoding }),
  fetchFields: ({ businessId, gnCoding, systemCoding }) => post<ChangeFieldsAnswer>('/ks/rfc/change-fields', { id: businessId, gnCoding, systemCoding }),
  save: (body) => post<ChangeRecord>('/ks/rfc/save-change-data', body),
  submit: (change) => post<ChangeRecord>('/ks/rfc/change-submit', change),
  audit: (change) => post<ChangeRecord>('/ks/rfc/change-audit', change),
  // the attachment field's upload calls (chunks over 5 MB, quiet: the dialog shows the messages itself)
  uploads,
  fetchChangeList: (body) => post<ChangeListPage>('/ks/rfc/change-list', body),
  // a new change's draft is kept per user (logout clears it with every other draft)
  draftUser: () => getUser()?.id ?? null,
};
