import { Type, type Static } from '@sinclair/typebox';
import { UploadAnswer } from './upload-answer';

/**
 * The file calls (docs/uploads.md): one-request and chunked uploads, downloads, attachment lists.
 * The limits and rules the upload widget applies before sending are in attachments.ts, which
 * imports nothing so the widget's page carries no TypeBox; the browser takes these as types only.
 */

const Md5 = Type.String({ pattern: '^[0-9a-fA-F]{32}$', description: 'md5, 32 hex digits' });
const UploadId = Type.String({ minLength: 1, maxLength: 64 });
/** Longest text field sent beside an uploaded file. */
export const UPLOAD_FIELD_MAX = 64;
const Text = Type.Optional(Type.String({ maxLength: UPLOAD_FIELD_MAX }));

/** The text fields a form may send beside the file of POST /ks/file/upload (multipart: checked by the route, not Fastify). */
export const UploadFields = Type.Object({ fileType: Text, gnCoding: Text, systemCoding: Text, fileNo: Text, dxCode: Text }, { additionalProperties: false });
export type UploadFields = Static<typeof UploadFields>;

/** POST /ks/upload/v1/upload-task: start (or resume) a chunked upload. */
export const StartUploadBody = Type.Object(
  {
    md5: Md5,
    fileName: Type.String({ minLength: 1, maxLength: 1024 }),
    chunk: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'chunk count = ceil(fileSize / 5242880)' }),
    fileSize: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    fileType: Text,
    gnCoding: Text,
    systemCoding: Text,
    fileNo: Text,
  },
  { additionalProperties: false },
);
export type StartUploadBody = Static<typeof StartUploadBody>;

export const StartUploadAnswer = Type.Object({
  uploadId: Type.String({ description: "'' when finished at once (instant upload)" }),
  md5: Type.String(),
  url: Type.String({ description: "the file's signed url when finished, else ''" }),
  uploadUrlList: Type.Array(Type.String(), { description: 'one chunk-upload address per chunk still to send' }),
  chunk: Type.Integer(),
  chunkSize: Type.Integer(),
  uploadedChunks: Type.Array(Type.Integer(), { description: 'indexes of the chunks the server already holds' }),
  result: Type.Number({ description: 'progress in % (clamped: 100 → 99.9, below 5 → 5)' }),
  finished: Type.Boolean(),
  file: Type.Union([UploadAnswer, Type.Null()]),
});
export type StartUploadAnswer = Static<typeof StartUploadAnswer>;

/** The text fields of POST /ks/upload/v1/chunk-upload beside the chunk (spec 002 §7; multipart). */
export const ChunkFields = Type.Object(
  {
    chunk: Type.String({ pattern: '^[0-9]{1,6}$' }),
    uploadId: UploadId,
    md5: Type.String({ pattern: '^[0-9a-fA-F]{32}$' }),
  },
  { additionalProperties: false },
);
export type ChunkFields = Static<typeof ChunkFields>;

export const ChunkUploadAnswer = Type.Object({ uploadId: Type.String(), chunk: Type.Integer(), uploadedChunks: Type.Integer(), result: Type.Number() });
export type ChunkUploadAnswer = Static<typeof ChunkUploadAnswer>;

/** GET /ks/upload/v1/upload-progress. */
export const UploadProgressQuery = Type.Object({ uploadId: UploadId }, { additionalProperties: false });
export const UploadProgressAnswer = Type.Object({
  uploadId: Type.String(),
  result: Type.Number(),
  chunk: Type.Integer(),
  uploadedChunks: Type.Array(Type.Integer()),
  finished: Type.Boolean(),
});
export type UploadProgressAnswer = Static<typeof UploadProgressAnswer>;

/** POST /ks/upload/v1/file-merge; it answers the stored file (UploadAnswer). */
export const MergeUploadBody = Type.Object(
  { uploadId: UploadId, fileName: Type.String({ minLength: 1, maxLength: 1024 }), md5: Md5, fileType: Text, gnCoding: Text, systemCoding: Text, fileNo: Text },
  { additionalProperties: false },
);
export type MergeUploadBody = Static<typeof MergeUploadBody>;

/** POST /ks/upload/v1/upload-cancel. */
export const CancelUploadBody = Type.Object({ uploadId: UploadId }, { additionalProperties: false });
export type CancelUploadBody = Static<typeof CancelUploadBody>;

/** The `:id` of the download calls. */
export const FileIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
/** GET /ks/file/public/:id: the file's public key. */
export const PublicFileQuery = Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
/** GET /ks/file/signed/:id: the signature of a signed link (reader, expiry, signature). */
export const SignedFileQuery = Type.Object(
  {
    u: Type.String({ minLength: 1, maxLength: 64 }),
    e: Type.String({ pattern: '^[0-9]{1,12}$' }),
    s: Type.String({ minLength: 1, maxLength: 64 }),
    // the stored type (schemas/attachments.ts STORED_TYPE_PARAM): a hint for the page, never trusted
    // for what is served, which is the stored file with its stored Content-Type
    t: Type.Optional(Type.String({ pattern: '^[a-z0-9]{1,8}$' })),
  },
  { additionalProperties: false },
);

/** The attachment calls: gnCoding (+ systemCoding) names a node; id names a record (its node is then the record's). */
export const AttachmentQuery = Type.Object(
  {
    gnCoding: Type.Optional(Type.String({ maxLength: 64 })),
    systemCoding: Type.Optional(Type.String({ maxLength: 64 })),
    id: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type AttachmentQuery = Static<typeof AttachmentQuery>;

/** A node's attachment type as GET /ks/common/common/attachment/list answers it. */
export const AttachmentTypeAnswer = Type.Object({
  annexNo: Type.String(),
  annexName: Type.String(),
  annexFormat: Type.String(),
  annexSize: Type.Number({ description: 'MB' }),
  isRequired: Type.Integer({ description: '1 required, 0 optional' }),
  gnCoding: Type.String(),
});
export type AttachmentTypeAnswer = Static<typeof AttachmentTypeAnswer>;

/** A file attached to a record (GET /ks/common/common/fj-list). */
export const AttachedFile = Type.Object({
  fileId: Type.String(),
  fileNo: Type.String(),
  fileType: Type.String(),
  fileName: Type.String(),
  annexName: Type.String(),
  url: Type.String(),
  host: Type.String(),
  fileOperationType: Type.String(),
});
export type AttachedFile = Static<typeof AttachedFile>;

export const ExampleFile = Type.Object({ annexNo: Type.String(), annexName: Type.String(), fileId: Type.String(), fileName: Type.String(), url: Type.String() });
export type ExampleFile = Static<typeof ExampleFile>;
/** GET /ks/common/common/att-description: the example and template files of a node's attachment types. */
export const AttachmentExamples = Type.Object({ example: Type.Array(ExampleFile), template: Type.Array(ExampleFile) });
export type AttachmentExamples = Static<typeof AttachmentExamples>;
