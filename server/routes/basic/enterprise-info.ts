import { Type } from '@sinclair/typebox';
import {
  AuditInfoBody,
  DecideChangeBody,
  EnterpriseDetail,
  EnterpriseFields,
  EnterpriseInfoQuery,
  EnterpriseListBody,
  EnterpriseListPage,
  PersonBody,
  PersonDeleteBody,
  PersonSaved,
  PersonnelListQuery,
  SaveAnswer,
} from '../../../schemas/enterprise-info';
import { PersonInfo } from '../../../schemas/enterprises';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { auditEnterprise, decideChange, enterpriseDetail, saveEnterprise } from '../../enterprises/info';
import { enterpriseLibrary } from '../../enterprises/library';
import { deletePerson, personnelOf, savePerson } from '../../enterprises/personnel';

const tags = ['basic'];

/**
 * 企业信息 under /ks/basic/enterprise (docs/accounts.md "企业信息"): the enterprise centre (U: their
 * own enterprise only; another's id answers 404), 企业信息库 (M and D read every enterprise) and the
 * audit of enterprise information and its changes (M).
 */
export default function enterpriseInfoRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  app.get(
    '/ks/basic/enterprise/info',
    { config: { access: 'user' }, schema: { tags, summary: '企业信息（企业用户为本单位；管理员按 enterpriseId）', querystring: EnterpriseInfoQuery, response: responses(EnterpriseDetail) } },
    async (request) => ok(await enterpriseDetail(db, caller(request), request.query.enterpriseId)),
  );

  app.put(
    '/ks/basic/enterprise/info',
    { config: { access: ['U'] }, schema: { tags, summary: '保存本单位企业信息（已审核的信息提交变更申请）', body: EnterpriseFields, response: responses(SaveAnswer) } },
    async (request) => {
      const answer = await saveEnterprise(db, caller(request), request.body);
      return ok(answer, answer.message);
    },
  );

  app.post(
    '/ks/basic/enterprise/list',
    { config: { access: ['M', 'D'] }, schema: { tags, summary: '企业信息库：按名称、统一社会信用代码、注册地、企业类型查询', body: EnterpriseListBody, response: responses(EnterpriseListPage) } },
    async (request) => ok(await enterpriseLibrary(db, request.body)),
  );

  app.post(
    '/ks/basic/enterprise/info/audit',
    { config: { access: ['M'] }, schema: { tags, summary: '企业信息审核通过（此后的修改须经变更审核）', body: AuditInfoBody, response: responses(Type.Null()) } },
    async (request) => ok(null, await auditEnterprise(db, caller(request), request.body.enterpriseId)),
  );

  app.post(
    '/ks/basic/enterprise/change/decide',
    { config: { access: ['M'] }, schema: { tags, summary: '企业信息变更：通过（生效）或驳回（须填写审核建议）', body: DecideChangeBody, response: responses(Type.Null()) } },
    async (request) => ok(null, await decideChange(db, caller(request), request.body)),
  );

  app.get(
    '/ks/basic/enterprise/personnel/list',
    { config: { access: 'user' }, schema: { tags, summary: '企业人员（企业用户为本单位；身份证号脱敏）', querystring: PersonnelListQuery, response: responses(Type.Array(PersonInfo)) } },
    async (request) => ok(await personnelOf(db, caller(request), request.query.enterpriseId)),
  );

  app.post(
    '/ks/basic/enterprise/personnel/save',
    { config: { access: ['U'] }, schema: { tags, summary: '新增或修改本单位人员（身份证号只存脱敏值）', body: PersonBody, response: responses(PersonSaved) } },
    async (request) => {
      const saved = await savePerson(db, caller(request), request.body);
      return ok(saved, saved.message);
    },
  );

  app.post(
    '/ks/basic/enterprise/personnel/delete',
    { config: { access: ['U'] }, schema: { tags, summary: '删除本单位人员', body: PersonDeleteBody, response: responses(Type.Null()) } },
    async (request) => ok(null, await deletePerson(db, caller(request), request.body.id)),
  );
}
