import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { FieldOption } from '../schemas/form';
import type { AttachmentType } from '../schemas/attachments';
import type { AttachmentExamples } from '../schemas/files';
import type { UploadTransport } from './upload/transport';

/** The current system/area the form belongs to; sent with every option call (spec 002 §7). */
export interface RuntimeContextInfo {
  gnCoding: string;
  systemCoding: string;
  /**
   * The node whose page this is, when it differs from gnCoding: attachment types and uploads
   * belong to a node (docs/uploads.md); without it gnCoding is used.
   */
  nodeId?: string;
}

/** The example and template files of a node's attachment types (att-description, links signed for the reader). */
export type { AttachmentExamples };

/** Request of the attachment calls: the node (gnCoding) and its system. */
export interface AttachmentRequest {
  gnCoding: string;
  systemCoding: string;
}

/** Request of the dropdown call (spec 002 §7 "Dropdown options"). */
export interface FetchOptionsRequest extends RuntimeContextInfo {
  displayCode: string;
  /** the parent's value (see docs/node-config.md "Linkage") */
  key?: string;
  /** JSON of the parents' values, e.g. {"province":"32"} */
  whereStr?: string;
}

/** Request of the qualification options call (spec 002 §7). */
export interface FetchQualificationRequest extends RuntimeContextInfo {
  displayCode: string;
  /** ours: last value of each chosen filter path, comma-joined (spec 002 §2) */
  filter?: string;
}

/** What an upload is for; the app adds its own fields (fileNo …). */
export interface UploadMeta extends RuntimeContextInfo {
  /** bianma of the field the file belongs to */
  bianma: string;
  /** 'image' | 'video' for editor media */
  fileType: string;
}

/**
 * Everything the runtime needs from the outside world. The runtime never imports the app's API
 * client: the app (src/) implements this interface and hands it down by context, tests use
 * `createTestServices()`.
 */
export interface RuntimeServices {
  context: RuntimeContextInfo;
  /** options of a select/cascader/transfer field; server records may use the field's labelKey/valueKey */
  fetchOptions(req: FetchOptionsRequest): Promise<FieldOption[]>;
  fetchQualificationOptions(req: FetchQualificationRequest): Promise<FieldOption[]>;
  uploadFile(file: File, meta: UploadMeta): Promise<{ url: string }>;
  /** The node's attachment types (`GET /ks/common/common/attachment/list`, spec 001 §7.4). */
  fetchAttachmentTypes(req: AttachmentRequest): Promise<AttachmentType[]>;
  /** Example and template files of the node's types (`GET /ks/common/common/att-description`). */
  fetchAttachmentExamples(req: AttachmentRequest): Promise<AttachmentExamples>;
  /** The upload calls of the attachment field (one request, chunked, cancel: runtime/upload/). */
  uploads: UploadTransport;
}

const RuntimeServicesContext = createContext<RuntimeServices | null>(null);

/** Provides the services to every runtime block below it. */
export function RuntimeServicesProvider(props: { services: RuntimeServices; children?: ReactNode }) {
  return createElement(RuntimeServicesContext.Provider, { value: props.services }, props.children);
}

/** The services of the nearest provider; throws if a block is mounted without one. */
export function useRuntimeServices(): RuntimeServices {
  const services = useContext(RuntimeServicesContext);
  if (!services) throw new Error('RuntimeServicesProvider is missing above this runtime block');
  return services;
}
