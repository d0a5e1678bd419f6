import { Type } from '@sinclair/typebox';
import { FieldOption } from '../../../schemas';
import { ChangeFieldsAnswer, ChangeFieldsBody, ChangeListBody, ChangeListPage, ChangeMoveBody, ChangeRecord, ChangeRecordsBody, ChangeTypesBody, CHANGE_MESSAGES, SaveChangeBody } from '../../../schemas/change-request';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { auditChange, changeFields, changeTypes, listAllChanges, listChanges, saveChange, submitChange } from '../../rfc/service';

/** Change requests under /ks/rfc (spec 001 §7.1, docs/credit.md "Change requests"). */
export default function rfcRoutes(app: ApiApp, ctx: AppContext): void {
  // The spec notes the original client calls this path with a trailing space (%20): both answer.
  for (const url of ['/ks/rfc/change-records', '/ks/rfc/change-records ']) {
    app.post(
      url,
      { config: { access: 'user' }, schema: { tags: ['rfc'], summary: '一条记录的全部变更（第 N 次变更），可按 change 状态码筛选', body: ChangeRecordsBody, response: responses(Type.Array(ChangeRecord)) } },
      async (request) => ok(await listChanges(ctx, caller(request), request.body)),
    );
  }

  // 变更审核: administrators audit, developers read; 变更申请: an enterprise's own changes.
  app.post(
    '/ks/rfc/change-list',
    {
      config: { access: 'user' },
      schema: {
        tags: ['rfc'],
        summary: '变更列表：管理员与开发人员为全部记录的已提交变更（变更审核），企业为本单位的全部变更含未提交的（变更申请）；可按 change 状态码筛选，新提交的在前',
        body: ChangeListBody,
        response: responses(ChangeListPage),
      },
    },
    async (request) => ok(await listAllChanges(ctx, caller(request), request.body)),
  );

  app.post(
    '/ks/rfc/change-types',
    { config: { access: 'user' }, schema: { tags: ['rfc'], summary: '变更类型树（节点的变更类型字典；编码路径含 info 为信息变更）', body: ChangeTypesBody, response: responses(Type.Array(FieldOption)) } },
    async (request) => ok(await changeTypes(ctx, caller(request), request.body.gnCoding)),
  );

  app.post(
    '/ks/rfc/change-fields',
    { config: { access: 'user' }, schema: { tags: ['rfc'], summary: '可变更字段（map 含 enclosure，fields，curInfo.highest）', body: ChangeFieldsBody, response: responses(ChangeFieldsAnswer) } },
    async (request) => ok(await changeFields(ctx, caller(request), request.body)),
  );

  app.post(
    '/ks/rfc/save-change-data',
    { config: { access: 'user' }, schema: { tags: ['rfc'], summary: '保存变更（无 id 时发起新一轮变更）', body: SaveChangeBody, response: responses(ChangeRecord) } },
    async (request) => ok(await saveChange(ctx, caller(request), request.body), CHANGE_MESSAGES.saved),
  );

  app.post(
    '/ks/rfc/change-submit',
    { config: { access: 'user' }, schema: { tags: ['rfc'], summary: '提交变更待审核（发起人）', body: ChangeMoveBody, response: responses(ChangeRecord) } },
    async (request) => ok(await submitChange(ctx, caller(request), request.body), CHANGE_MESSAGES.submitted),
  );

  app.post(
    '/ks/rfc/change-audit',
    { config: { access: 'user' }, schema: { tags: ['rfc'], summary: '审核变更（pass=true 通过并写入记录，false 驳回且须填写审核建议）', body: ChangeMoveBody, response: responses(ChangeRecord) } },
    async (request) => ok(await auditChange(ctx, caller(request), request.body), CHANGE_MESSAGES.done),
  );
}
