import { createContext, useContext } from 'react';
import type { FieldOption } from '../../../schemas/form';
import type { ChangeFieldsAnswer, ChangeListBody, ChangeListRow, ChangeRecord, SaveChangeBody } from '../../../schemas/change-request';
import type { UploadTransport } from '../../upload/transport';

/** Which record the change dialog is about (the calls of docs/credit.md "Calls"). */
export interface ChangeTarget {
  businessId: string;
  gnCoding: string;
  systemCoding: string;
}

/** One field a change may touch, as /rfc/change-fields answers it. */
export type ChangeFieldInfo = ChangeFieldsAnswer['fields'][number];

/** The record's values, the rules the dialog checks before saving (the server checks again), its attachments. */
export type { ChangeFieldsAnswer };

/**
 * The /ks/rfc/* calls of the change dialog and the 变更审核 list. The runtime never imports the
 * API client (ARCHITECTURE.md): the shell implements this (src/api/change-services.ts). Failed
 * calls reject after the client has shown the server's message.
 */
export interface ChangeServices {
  fetchRounds(target: ChangeTarget): Promise<ChangeRecord[]>;
  fetchTypes(target: Pick<ChangeTarget, 'gnCoding' | 'systemCoding'>): Promise<FieldOption[]>;
  fetchFields(target: ChangeTarget): Promise<ChangeFieldsAnswer>;
  save(body: SaveChangeBody): Promise<ChangeRecord>;
  submit(change: { id: string; gnCoding: string; systemCoding: string }): Promise<ChangeRecord>;
  audit(change: { id: string; gnCoding: string; systemCoding: string; pass: boolean; auditRecord: string }): Promise<ChangeRecord>;
  /**
   * The upload calls the attachment field uses (docs/uploads.md): one request below 5 MB, resumable
   * chunks above; the explanation attachment (no `fileType`) and a record attachment of a type.
   */
  uploads: UploadTransport;
  /** 变更审核: changes across records. */
  fetchChangeList(body: ChangeListBody): Promise<{ records: ChangeListRow[]; total: number }>;
  /**
   * Who is typing, to key the new change's draft kept in the browser by (docs/forms.md "草稿");
   * absent or null: nothing is kept.
   */
  draftUser?: () => string | null;
}

const missing = (): never => {
  throw new Error('ChangeServices 未提供：请用 ChangeServicesProvider 包裹页面');
};

export const ChangeServicesContext = createContext<ChangeServices>({
  fetchRounds: missing,
  fetchTypes: missing,
  fetchFields: missing,
  save: missing,
  submit: missing,
  audit: missing,
  uploads: { postForm: missing, postJson: missing },
  fetchChangeList: missing,
});

export const ChangeServicesProvider = ChangeServicesContext.Provider;

export const useChangeServices = (): ChangeServices => useContext(ChangeServicesContext);
