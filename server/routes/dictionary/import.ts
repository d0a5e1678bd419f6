import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { check, Envelope, ResponseCode } from '../../../schemas';
import {
  DICTIONARY_MAX_IMPORT_BYTES,
  DictionaryDetail,
  DictionaryImportFields as ImportFields,
  DictionaryTemplate,
  ImportRefused,
  dictionaryTreeProblems,
} from '../../../schemas/dictionary-manager';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { readImportUpload } from '../../http/import-upload';
import { importDictionary, requireDictionary } from '../../dictionary/manager';
import { actorOf, BUILDERS } from '../structure/common';
import { MANAGER, refOf } from './common';
import { parseDictionaryXlsx, templateWorkbook, TEMPLATE_FILE_NAME, XLSX_MESSAGES, XlsxFileError } from './xlsx';

export const MSG_TOO_LARGE = `文件不能超过 ${DICTIONARY_MAX_IMPORT_BYTES / 1024 / 1024}MB`;
export const MSG_NO_FILE = '请选择要导入的 .xlsx 文件';

/** The fields and the one file (field `file`, at most DICTIONARY_MAX_IMPORT_BYTES) of the multipart body. */
async function readUpload(request: FastifyRequest): Promise<{ fields: ImportFields; buf: Buffer }> {
  const { fields, buf } = await readImportUpload(request, {
    maxBytes: DICTIONARY_MAX_IMPORT_BYTES,
    maxFields: 8,
    tooLarge: MSG_TOO_LARGE,
    known: (name) => Object.hasOwn(ImportFields.properties, name),
  });
  const checked = check(ImportFields, Object.fromEntries(fields));
  if (!checked.ok) throw badRequest(`字段 ${checked.issues[0].path.replace(/^\//, '') || 'displayCode'} 不合法`);
  if (!buf || buf.length === 0) throw badRequest(MSG_NO_FILE);
  return { fields: checked.value, buf };
}

/** Template download and .xlsx import (docs/dictionaries.md "Import"). */
export default function importRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['dictionary'];

  // An envelope (base64) rather than a raw download: the client saves it as a file, and the call
  // answers like every other /ks call (errors included).
  app.get(
    `${MANAGER}/template`,
    {
      config: { access: BUILDERS },
      schema: { tags, summary: '字典导入模板（.xlsx，base64）', response: responses(DictionaryTemplate) },
    },
    async () => ok({ fileName: TEMPLATE_FILE_NAME, contentBase64: (await templateWorkbook()).toString('base64') }),
  );

  app.post(
    `${MANAGER}/import`,
    {
      config: { access: BUILDERS, globalSetting: true },
      schema: {
        tags,
        summary: `导入 .xlsx（multipart: displayCode, systemCoding, version, file，≤${DICTIONARY_MAX_IMPORT_BYTES / 1024 / 1024}MB）替换字典内容，保存为新版本；有不合格的行时整份不导入`,
        consumes: ['multipart/form-data'],
        response: { ...responses(DictionaryDetail), 400: Envelope(Type.Union([ImportRefused, Type.Null()])) },
      },
    },
    async (request, reply) => {
      const { fields: q, buf } = await readUpload(request);
      const ref = await refOf(ctx, q);
      await requireDictionary(db, ref);
      let parsed;
      try {
        parsed = await parseDictionaryXlsx(buf);
      } catch (err) {
        if (err instanceof XlsxFileError) throw badRequest(err.message);
        throw err;
      }
      // All or nothing: a half-imported list would silently lose the refused options.
      if (parsed.problems.length > 0) {
        const rows = parsed.problems;
        const message = `有 ${rows.length} 行不符合要求，未导入：${rows.map((p) => `第 ${p.row} 行：${p.reason}`).join('；')}`;
        return reply.status(400).send({ code: ResponseCode.BAD_REQUEST, message, data: { problems: rows.map((p) => `第 ${p.row} 行：${p.reason}`), rows } });
      }
      if (parsed.count === 0) throw badRequest(XLSX_MESSAGES.empty);
      const problems = dictionaryTreeProblems(parsed.items);
      if (problems.length) throw badRequest(problems[0]);
      const detail = await importDictionary(db, actorOf(request), ref, parsed.items, {
        count: parsed.count,
        bytes: buf.length,
        expectedVersion: q.version === undefined ? undefined : Number(q.version),
      });
      return ok(detail, `导入成功，共 ${parsed.count} 项`);
    },
  );
}
