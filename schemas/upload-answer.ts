import { Type, type Static } from '@sinclair/typebox';

/** What every upload call answers (spec 001 §3.7/§3.9: an attachment with its url). */
export const UploadAnswer = Type.Object({
  fileId: Type.String(),
  fileNo: Type.String(),
  fileType: Type.String(),
  fileName: Type.String(),
  url: Type.String(),
  host: Type.String(),
  fileOperationType: Type.Literal('add'),
  size: Type.Integer(),
  md5: Type.String(),
});
export type UploadAnswer = Static<typeof UploadAnswer>;
