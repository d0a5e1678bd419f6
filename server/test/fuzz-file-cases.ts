import crypto from 'node:crypto';
import { displayName } from '../routes/files/upload';
import { FZ_FORM, PNG, SYS, type Answer, type RouteCase, type Sent } from './fuzz-kit';

/** What the upload cases need from the fuzz run. */
export interface FileCaseKit {
  must: (r: Sent) => Promise<unknown>;
  send: (r: Sent) => Promise<Answer>;
  dataOf: (a: Answer) => Record<string, unknown>;
}

/** Base requests of the single-request and chunked uploads (docs/uploads.md) for server/test/fuzz-suite.ts. */
export function fileCases({ must, send, dataOf }: FileCaseKit): Record<string, RouteCase> {
  /** A chunked upload of the fuzz PNG (one chunk): the shared task, or a task of its own (`own`, a distinct size). */
  const pngTask = { md5: crypto.createHash('md5').update(PNG).digest('hex'), chunk: 1, fileSize: PNG.length };
  let sharedUpload: string | null = null;
  let ownSize = PNG.length;
  const pngUpload = async (own = false): Promise<string> => {
    if (!own && sharedUpload) return sharedUpload;
    const body = { ...pngTask, fileName: '分片.png', fileSize: own ? ++ownSize : PNG.length };
    const id = String(((await must({ method: 'POST', url: '/ks/upload/v1/upload-task', who: 'M', body })) as { uploadId: string }).uploadId);
    if (!own) sharedUpload = id;
    return id;
  };
  const upload = (fileField: string): RouteCase => ({
    family: 'files',
    who: 'U',
    part: 'multipart',
    base: () => ({ fields: { fileType: 'yyzz', gnCoding: FZ_FORM, systemCoding: SYS, fileNo: 'no-1', dxCode: 'dx' }, fileField, fileName: '图片.png' }),
    skip: ['fileField'],
    // The download is the read call, and it shows the name; fileNo and fileType are read nowhere
    // but in the upload's own answer, which is compared too.
    // A name that is empty once cleaned (or a bare '.', which the multipart parser drops) is
    // replaced by the server's own name for the file: nothing of the client's to compare.
    stored: { fileName: (v) => (['', '.', '..'].includes(displayName(v)) ? undefined : displayName(v)), 'fields.fileNo': 'exact' },
    together: ['fields.fileType', 'fields.gnCoding', 'fields.systemCoding', 'fields.fileNo', 'fields.dxCode', 'fileName'],
    readBack: async (_sent, a) => {
      const id = String(dataOf(a).fileId);
      const res = await send({ method: 'GET', url: `/ks/file/download/${id}`, who: 'U' });
      const header = String(res.res.headers['content-disposition'] ?? '');
      const name = decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(header)?.[1] ?? '');
      return { fileName: name, fields: { fileNo: dataOf(a).fileNo } };
    },
  });

  return {
    'POST /ks/file/upload': upload('file'),
    'POST /ks/common/common/upload/attachment': upload('custom-fileName'),
    'POST /ks/common/common/upload/file-attachment': upload('file'),
    // Chunked upload, as M (no enterprise: U's single-request uploads of the same PNG would make
    // every start an instant upload). The start call takes any names and codes (a resumed task is the same task);
    // the chunk re-sends the one chunk of a 1×1 PNG's task, merge and cancel name their own tasks.
    'POST /ks/upload/v1/upload-task': { family: 'files: chunked', who: 'M', base: () => ({ ...pngTask, fileName: '分片.png', fileType: 'yyzz', gnCoding: FZ_FORM, systemCoding: SYS, fileNo: 'no-1' }) },
    'POST /ks/upload/v1/chunk-upload': {
      family: 'files: chunked',
      who: 'M',
      part: 'multipart',
      base: async () => ({ fields: { chunk: '0', uploadId: await pngUpload(), md5: pngTask.md5 }, fileField: 'file', fileName: 'blob' }),
      skip: ['fileField'],
    },
    'POST /ks/upload/v1/file-merge': { family: 'files: chunked', who: 'M', base: async () => ({ uploadId: await pngUpload(), fileName: '分片.png', md5: pngTask.md5 }) },
    'POST /ks/upload/v1/upload-cancel': { family: 'files: chunked', who: 'M', fresh: 'always', base: async () => ({ uploadId: await pngUpload(true) }) },
  };
}
