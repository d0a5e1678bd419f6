import { Type } from '@sinclair/typebox';
import { FILE_LIST_KEY } from '../../../schemas/attachments';
import { AttachedFile, AttachmentExamples, AttachmentQuery, AttachmentTypeAnswer } from '../../../schemas/files';
import type { ApiApp, AppContext } from '../../context';
import type { SessionUser } from '../../session-user';
import { caller } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { ok, responses } from '../../http/envelope';
import { findRecord, type StoredRecord } from '../../db/repos/records';
import { actorOf, loadVisible, NODE_NOT_FOUND, RECORD_NOT_FOUND, requireNode } from '../../records/service';
import type { RecordNode } from '../../records/list-node';
import { signedLinks } from '../../files/signed-links';
import { mayReadFile } from '../../files/file-access';
import { attachmentTypesOn, filesByIds, ownFilesOn } from '../../files/repo';
import { receiveUpload, UploadAnswer, type UploadTarget } from './upload';

const MSG_NEED_NODE = '请提供 gnCoding 或 id';

interface Scope {
  node: RecordNode;
  record: StoredRecord | null;
  /** The node ids attachment types may be stored under (the node and the node its records belong to). */
  typeNodes: string[];
}

/** The node (and record) a call is about, as the caller may read them; 404 like the record calls. */
async function scopeOf(ctx: AppContext, user: SessionUser, q: { gnCoding?: string; systemCoding?: string; id?: string }): Promise<Scope> {
  let record: StoredRecord | null = null;
  let nodeId = q.gnCoding || undefined;
  if (q.id) {
    record = (await findRecord(ctx.db, q.id)) ?? null;
    if (!record) throw notFound(RECORD_NOT_FOUND);
    nodeId ??= record.nodeId;
  }
  if (!nodeId) throw badRequest(MSG_NEED_NODE);
  const node = await requireNode(ctx, nodeId, user, 'read');
  if (q.systemCoding && q.systemCoding !== node.systemCoding) throw notFound(NODE_NOT_FOUND);
  if (record) record = await loadVisible(ctx.db, node, record.id, actorOf(user));
  return { node, record, typeNodes: [...new Set([node.nodeId, node.recordsNodeId])] };
}

const typesOf = (ctx: AppContext, scope: Scope) => attachmentTypesOn(ctx.db, scope.typeNodes);

/** Attachment types, a record's files, examples and templates (spec 001 §7.4), and the typed upload. */
export default function attachmentRoutes(app: ApiApp, ctx: AppContext, target: UploadTarget): void {
  app.get(
    '/ks/common/common/attachment/list',
    {
      config: { access: 'user' },
      schema: { tags: ['files'], summary: '节点的附件类型（gnCoding + systemCoding，或记录 id）', querystring: AttachmentQuery, response: responses(Type.Array(AttachmentTypeAnswer)) },
    },
    async (request) => {
      const scope = await scopeOf(ctx, caller(request), request.query);
      const rows = await typesOf(ctx, scope);
      return ok(rows.map((r) => ({ annexNo: r.annex_no, annexName: r.annex_name, annexFormat: r.annex_format, annexSize: r.annex_size, isRequired: r.is_required ? 1 : 0, gnCoding: r.gn_coding })));
    },
  );

  app.get(
    '/ks/common/common/fj-list',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: '已上传的附件：记录 id 给出该记录的附件；只给 gnCoding 给出本人在该节点上传的文件（链接已签名）',
        querystring: AttachmentQuery,
        response: responses(Type.Array(AttachedFile)),
      },
    },
    async (request) => {
      const user = caller(request);
      const scope = await scopeOf(ctx, user, request.query);
      const names = new Map((await typesOf(ctx, scope)).map((t) => [t.annex_no, t.annex_name]));
      const links = signedLinks(ctx.db);
      if (scope.record) {
        const list = scope.record.data[FILE_LIST_KEY];
        const items = (Array.isArray(list) ? list : []).filter((f): f is Record<string, unknown> => typeof f === 'object' && f !== null && f.fileOperationType !== 'del');
        const text = (v: unknown) => (typeof v === 'string' ? v : '');
        const files = items.map((f) => ({
          fileId: text(f.fileId),
          fileNo: text(f.fileNo),
          fileType: text(f.fileType),
          fileName: text(f.fileName) || text(f.annexName),
          annexName: names.get(text(f.fileType)) ?? text(f.annexName),
          url: text(f.url),
          host: text(f.host),
          fileOperationType: 'add',
        }));
        return ok(await links.signAll(files, user));
      }
      const rows = await ownFilesOn(ctx.db, scope.typeNodes, user.id);
      const files = [];
      for (const r of rows) {
        files.push({ fileId: r.id, fileNo: r.file_no, fileType: r.file_type, fileName: r.display_name, annexName: names.get(r.file_type) ?? '', url: await links.sign(r.id, user.id), host: '', fileOperationType: 'add' });
      }
      return ok(files);
    },
  );

  app.get(
    '/ks/common/common/att-description',
    {
      config: { access: 'user' },
      schema: { tags: ['files'], summary: '附件类型的示例与模板文件（example、template；链接已签名）', querystring: AttachmentQuery, response: responses(AttachmentExamples) },
    },
    async (request) => {
      const user = caller(request);
      const scope = await scopeOf(ctx, user, request.query);
      const types = await typesOf(ctx, scope);
      const ids = types.flatMap((t) => [t.example_file_id, t.template_file_id]).filter((x): x is string => Boolean(x));
      const rows = await filesByIds(ctx.db, ids);
      const byId = new Map(rows.filter((r) => mayReadFile(user, r)).map((r) => [r.id, r]));
      const links = signedLinks(ctx.db);
      const out: AttachmentExamples = { example: [], template: [] };
      for (const t of types) {
        for (const [kind, fileId] of [['example', t.example_file_id], ['template', t.template_file_id]] as const) {
          const row = fileId ? byId.get(fileId) : undefined;
          if (row) out[kind].push({ annexNo: t.annex_no, annexName: t.annex_name, fileId: row.id, fileName: row.display_name, url: await links.sign(row.id, user.id) });
        }
      }
      return ok(out);
    },
  );

  app.post(
    '/ks/common/common/upload/file-attachment',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: '上传一个附件（multipart: fileType 为附件类型 annexNo, gnCoding, systemCoding, fileNo, file；按附件类型检查格式与大小）',
        consumes: ['multipart/form-data'],
        response: responses(UploadAnswer),
      },
    },
    async (request) => ok(await receiveUpload(request, ctx, target, { fileField: 'file', defaultFileType: '' }), '上传成功'),
  );
}
