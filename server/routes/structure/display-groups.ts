import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  CreateDisplayGroupBody,
  DeleteDisplayGroupBody,
  DeletedDisplayGroup,
  DisplayGroupDetail,
  DisplayGroupSummary,
  NodeQuery,
  ProblemList,
  SaveAnswer,
  SaveDisplayGroupBody,
  StaleVersionData,
  SystemQuery,
} from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { createDisplayGroup, deleteDisplayGroup, displayGroupDetail, listDisplayGroups, saveDisplayGroup } from '../../structure/display-groups';
import { actorOf, BUILDERS, refuseConfig, replyStale, responsesWith } from './common';

/** Display groups (node configs): list, read, create, versioned save, delete. */
export default function displayGroupRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['structure'];

  const list = async (request: FastifyRequest<{ Querystring: SystemQuery }>) => ok(await listDisplayGroups(db, request.query.systemCoding));
  const listOptions = {
    config: { access: BUILDERS },
    schema: { tags, summary: '系统的页面配置列表（不含配置内容）', querystring: SystemQuery, response: responses(Type.Array(DisplayGroupSummary)) },
  };
  // The spec writes the call with a trailing slash; both spellings answer the same.
  app.get('/ks/config/structure/display-groups/', listOptions, list);
  app.get('/ks/config/structure/display-groups', listOptions, list);

  app.get(
    '/ks/config/structure/display-groups/detail',
    { config: { access: BUILDERS }, schema: { tags, summary: '一个页面配置（含配置内容与版本号）', querystring: NodeQuery, response: responses(DisplayGroupDetail) } },
    async (request) => ok(await displayGroupDetail(db, request.query.nodeId)),
  );

  app.post(
    '/ks/config/structure/display-groups',
    {
      config: { access: BUILDERS, globalSetting: true },
      schema: { tags, summary: '为菜单新建页面配置（版本 1）', body: CreateDisplayGroupBody, response: responsesWith(DisplayGroupDetail, { 400: ProblemList }) },
    },
    async (request, reply) => {
      const outcome = await createDisplayGroup(db, actorOf(request), request.body);
      if (outcome.kind === 'refused') return refuseConfig(reply, outcome.problems);
      return ok(outcome.answer, '新建成功');
    },
  );

  /** The one save path: the config replaces version `version` or the save is refused as stale. */
  const save = async (request: FastifyRequest<{ Body: SaveDisplayGroupBody }>, reply: FastifyReply) => {
    const outcome = await saveDisplayGroup(db, actorOf(request), request.body);
    if (outcome.kind === 'refused') return refuseConfig(reply, outcome.problems);
    if (outcome.kind === 'stale') return replyStale(reply, db, request.body.nodeId);
    return ok(outcome.answer, '保存成功');
  };
  const saveSchema = { tags, body: SaveDisplayGroupBody, response: responsesWith(SaveAnswer, { 400: ProblemList, 409: StaleVersionData }) };
  app.put('/ks/config/structure/display-groups', { config: { access: BUILDERS, globalSetting: true }, schema: { ...saveSchema, summary: '保存页面配置（乐观锁：version 须为当前版本）' } }, save);
  // The designer's preview "save" is the same versioned save (an alias), so it cannot overwrite either.
  app.post('/ks/config/node/update-preview', { config: { access: BUILDERS, globalSetting: true }, schema: { ...saveSchema, summary: '预览页保存（同 PUT display-groups）' } }, save);

  app.delete(
    '/ks/config/structure/display-groups',
    {
      config: { access: BUILDERS, globalSetting: true },
      schema: { tags, summary: '删除页面配置及其历史（菜单保留；有业务记录时拒绝）', body: DeleteDisplayGroupBody, response: responsesWith(DeletedDisplayGroup, { 409: StaleVersionData }) },
    },
    async (request, reply) => {
      const body = request.body;
      const outcome = await deleteDisplayGroup(db, actorOf(request), body);
      if (outcome === 'stale') return replyStale(reply, db, body.nodeId);
      return ok({ nodeId: body.nodeId }, '删除成功');
    },
  );
}
