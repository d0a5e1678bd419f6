import { Type } from '@sinclair/typebox';
import {
  CreateDictionaryBody,
  DictionaryDetail,
  DictionaryKey,
  DictionarySummary,
  DictionaryUse,
  DictionaryVersionEntry,
  DictionaryVersionQuery,
  RollbackDictionaryBody,
  SaveDictionaryBody,
  dictionaryTreeProblems,
} from '../../../schemas/dictionary-manager';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import {
  createDictionary,
  dictionaryDetail,
  dictionaryList,
  dictionaryUsage,
  dictionaryVersion,
  dictionaryVersions,
  removeDictionary,
  rollbackDictionary,
  saveDictionary,
} from '../../dictionary/manager';
import { actorOf, BUILDERS } from '../structure/common';
import importRoutes from './import';
import { MANAGER, refOf, refuseTree, withProblems } from './common';

/** The dictionary manager of docs/dictionaries.md: list, read, create, save, delete, usage, versions. */
export default function managerRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['dictionary'];
  const access = { access: BUILDERS };
  // A dictionary is read by every region's pages: changing one is a global setting (server/authority/admin-scope.ts).
  const change = { access: BUILDERS, globalSetting: true };

  app.get(
    `${MANAGER}/list`,
    { config: access, schema: { tags, summary: '全部字典（编码、名称、所属系统、项数、版本、被引用次数）', response: responses(Type.Array(DictionarySummary)) } },
    async () => ok(await dictionaryList(db)),
  );

  app.get(
    `${MANAGER}/detail`,
    { config: access, schema: { tags, summary: '一个字典的当前版本（树）', querystring: DictionaryKey, response: responses(DictionaryDetail) } },
    async (request) => ok(await dictionaryDetail(db, await refOf(ctx, request.query))),
  );

  app.post(
    MANAGER,
    { config: change, schema: { tags, summary: '新建字典（版本 1）', body: CreateDictionaryBody, response: withProblems(DictionaryDetail) } },
    async (request, reply) => {
      const body = request.body;
      const ref = await refOf(ctx, body);
      const problems = dictionaryTreeProblems(body.items);
      if (problems.length) return refuseTree(reply, problems);
      return ok(await createDictionary(db, actorOf(request), ref, body.name, body.items), '新建成功');
    },
  );

  app.put(
    MANAGER,
    {
      config: change,
      schema: { tags, summary: '保存字典（整棵树，保存为新版本；version 须为当前版本）', body: SaveDictionaryBody, response: withProblems(DictionaryDetail) },
    },
    async (request, reply) => {
      const body = request.body;
      const ref = await refOf(ctx, body);
      const problems = dictionaryTreeProblems(body.items);
      if (problems.length) return refuseTree(reply, problems);
      return ok(await saveDictionary(db, actorOf(request), ref, body), '保存成功');
    },
  );

  app.delete(
    MANAGER,
    { config: change, schema: { tags, summary: '删除字典及其历史（有字段使用时拒绝）', body: DictionaryKey, response: responses(DictionaryKey) } },
    async (request) => {
      const ref = await refOf(ctx, request.body);
      await removeDictionary(db, actorOf(request), ref);
      return ok(ref, '删除成功');
    },
  );

  app.get(
    `${MANAGER}/usage`,
    { config: access, schema: { tags, summary: '使用该字典的字段（读自已保存的页面配置）', querystring: DictionaryKey, response: responses(Type.Array(DictionaryUse)) } },
    async (request) => ok(await dictionaryUsage(db, await refOf(ctx, request.query))),
  );

  app.get(
    `${MANAGER}/versions`,
    { config: access, schema: { tags, summary: '字典的版本历史（新到旧）', querystring: DictionaryKey, response: responses(Type.Array(DictionaryVersionEntry)) } },
    async (request) => ok(await dictionaryVersions(db, await refOf(ctx, request.query))),
  );

  app.get(
    `${MANAGER}/version`,
    { config: access, schema: { tags, summary: '某一历史版本的字典树', querystring: DictionaryVersionQuery, response: responses(DictionaryDetail) } },
    async (request) => ok(await dictionaryVersion(db, await refOf(ctx, request.query), Number(request.query.version))),
  );

  app.post(
    `${MANAGER}/rollback`,
    {
      config: change,
      schema: { tags, summary: '回滚：以历史版本的内容保存为一个新版本', body: RollbackDictionaryBody, response: withProblems(DictionaryDetail) },
    },
    async (request, reply) => {
      const body = request.body;
      const ref = await refOf(ctx, body);
      const outcome = await rollbackDictionary(db, actorOf(request), ref, body.version);
      if ('problems' in outcome) return refuseTree(reply, outcome.problems);
      return ok(outcome.detail, `已恢复到版本 ${body.version}`);
    },
  );

  importRoutes(app, ctx);
}
