import type { FieldOption } from '../../schemas/form';
import type { ChangeFile, ChangeListRow, ChangeRecord } from '../../schemas/change-request';
import type { ChangeFieldsAnswer, ChangeServices } from '../../runtime/blocks/change-dialog/change-services';
import { post, request } from './client';
import { UPLOAD_PATH } from './runtime-services';

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
  // the platform's small-file upload, as the form's fields use it
  // the platform's small-file upload; the dialog shows a refusal itself (quiet)
  uploadFile: async (file, { gnCoding, systemCoding }, fileType = '') => {
    const form = new FormData();
    form.append('fileType', fileType);
    form.append('gnCoding', gnCoding);
    form.append('systemCoding', systemCoding);
    form.append('fileNo', fileType || 'attachment');
    form.append('file', file);
    const a = await request<ChangeFile>({ method: 'POST', url: UPLOAD_PATH, data: form, quiet: true });
    return { fileId: a.fileId, fileNo: a.fileNo, fileType, fileName: a.fileName, url: a.url, host: a.host ?? '' };
  },
  fetchChangeList: (body) => post<{ records: ChangeListRow[]; total: number }>('/ks/rfc/change-list', body),
};
