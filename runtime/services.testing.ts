import type { FieldOption } from '../schemas/form';
import type { AttachmentType } from '../schemas/attachments';
import type { UploadTransport } from './upload/transport';
import type {
  AttachmentExamples,
  AttachmentRequest,
  FetchOptionsRequest,
  FetchQualificationRequest,
  RuntimeServices,
  UploadMeta,
} from './services';

/** A recording fake of {@link RuntimeServices} for unit tests (no network). */
export interface TestServices extends RuntimeServices {
  calls: {
    fetchOptions: FetchOptionsRequest[];
    fetchQualificationOptions: FetchQualificationRequest[];
    uploadFile: { file: File; meta: UploadMeta }[];
    fetchAttachmentTypes: AttachmentRequest[];
  };
}

export interface TestServicesInit {
  /** options per displayCode, or a function of the request; a thrown error makes the call fail */
  options?: Record<string, FieldOption[]> | ((req: FetchOptionsRequest) => FieldOption[] | Promise<FieldOption[]>);
  qualifications?: FieldOption[] | ((req: FetchQualificationRequest) => FieldOption[]);
  uploadUrl?: (file: File) => string;
  /** the node's attachment types (default: none, the untyped widget) */
  attachmentTypes?: AttachmentType[];
  attachmentExamples?: AttachmentExamples;
  /** the upload calls (default: every call fails as if the network were down) */
  uploads?: UploadTransport;
}

const offline: UploadTransport = {
  postForm: () => Promise.reject(new Error('createTestServices: no uploads transport given')),
  postJson: () => Promise.reject(new Error('createTestServices: no uploads transport given')),
};

/** Builds a fake whose answers come from `init` and which records every call. */
export function createTestServices(init: TestServicesInit = {}): TestServices {
  const calls: TestServices['calls'] = { fetchOptions: [], fetchQualificationOptions: [], uploadFile: [], fetchAttachmentTypes: [] };
  return {
    calls,
    context: { gnCoding: 'gn-test', systemCoding: 'credit_eval' },
    async fetchOptions(req) {
      calls.fetchOptions.push(req);
      const { options } = init;
      if (typeof options === 'function') return options(req);
      return options?.[req.displayCode] ?? [];
    },
    async fetchQualificationOptions(req) {
      calls.fetchQualificationOptions.push(req);
      const { qualifications } = init;
      return typeof qualifications === 'function' ? qualifications(req) : (qualifications ?? []);
    },
    async uploadFile(file, meta) {
      calls.uploadFile.push({ file, meta });
      return { url: init.uploadUrl ? init.uploadUrl(file) : `/files/${encodeURIComponent(file.name)}` };
    },
    async fetchAttachmentTypes(req) {
      calls.fetchAttachmentTypes.push(req);
      return init.attachmentTypes ?? [];
    },
    fetchAttachmentExamples: async () => init.attachmentExamples ?? { example: [], template: [] },
    uploads: init.uploads ?? offline,
  };
}
