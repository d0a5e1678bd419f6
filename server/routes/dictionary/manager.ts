import { Type } from '@sinclair/typebox';
import type { FieldOption } from '../../../schemas';
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
  countItems,
  dictionaryTreeProblems,
  type DictionaryUse as Use,
} from '../../../schemas/dictionary-manager';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { writeOpLog } from '../../db/repos/oplog';
import {
  deleteDictionary,
  findMeta,
  findVersion,
  hasRows,
  itemCounts,
  listMetas,
  listVersions,
  readTree,
  refKey,
  saveVersion,
  ownListSystems,
  parsedNodes,
  usageOf,
  usesIn,
  type DictRef,
} from '../../db/repos/dictionary-manager';
import { actorOf, BUILDERS } from '../structure/common';
import importRoutes from './import';
import { DICTIONARY_MISSING, MANAGER, refOf, refuseTree, savedBy, TreeProblems, withProblems } from './common';

/** Which list a name like 「地区」（region） is, for messages. */
const named = (name: string, code: string) => `字典「${name}」（${code}）`;

const describeUse = (u: Use) => `页面「${u.nodeTitle}」的字段「${u.fieldName}」（${u.bianma}）`;

/** The dictionary manager of docs/dictionaries.md: list, read, create, save, delete, usage, versions. */
export default function managerRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['dictionary'];
  const access = { access: BUILDERS };

  const detailOf = async (ref: DictRef): Promise<DictionaryDetail> => {
    const meta = await findMeta(db, ref);
    if (!meta && !(await hasRows(db, ref))) throw notFound(DICTIONARY_MISSING);
    return { ...ref, name: meta?.name ?? ref.displayCode, version: meta?.version ?? 0, items: await readTree(db, ref) };
  };

  app.get(
    `${MANAGER}/list`,
    { config: access, schema: { tags, summary: '全部字典（编码、名称、所属系统、项数、版本、被引用次数）', response: responses(Type.Array(DictionarySummary)) } },
    async () => {
      const [metas, counts, nodes, own] = await Promise.all([listMetas(db), itemCounts(db), parsedNodes(db), ownListSystems(db)]);
      const out = metas.map((m): DictionarySummary => {
        const ref = { systemCoding: m.system_coding, displayCode: m.display_code };
        return {
          ...ref,
          name: m.name,
          itemCount: counts.get(refKey(ref)) ?? 0,
          version: m.version,
          usageCount: usesIn(nodes, ref, own.get(ref.displayCode) ?? new Set()).length,
          updatedAt: m.updated_at,
          updatedBy: m.updated_by,
        };
      });
      return ok(out);
    },
  );

  app.get(
    `${MANAGER}/detail`,
    { config: access, schema: { tags, summary: '一个字典的当前版本（树）', querystring: DictionaryKey, response: responses(DictionaryDetail) } },
    async (request) => ok(await detailOf(await refOf(ctx, request.query))),
  );

  app.post(
    MANAGER,
    { config: access, schema: { tags, summary: '新建字典（版本 1）', body: CreateDictionaryBody, response: withProblems(DictionaryDetail, TreeProblems) } },
    async (request, reply) => {
      const body = request.body;
      const ref = await refOf(ctx, body);
      const problems = dictionaryTreeProblems(body.items);
      if (problems.length) return refuseTree(reply, problems);
      const actor = actorOf(request);
      await db.transaction().execute(async (tx) => {
        if ((await findMeta(tx, ref)) || (await hasRows(tx, ref))) throw conflict(`字典编码 ${ref.displayCode} 已存在`);
        const version = await saveVersion(tx, { ...ref, name: body.name, items: body.items, action: 'create', expectedVersion: 0, savedBy: savedBy(actor) });
        await writeOpLog(tx, actor, { action: 'create-dictionary', targetType: 'dictionary', targetId: ref.displayCode, gnCoding: ref.systemCoding, detail: { version, items: countItems(body.items) } });
      });
      return ok(await detailOf(ref), '新建成功');
    },
  );

  app.put(
    MANAGER,
    {
      config: access,
      schema: { tags, summary: '保存字典（整棵树，保存为新版本；version 须为当前版本）', body: SaveDictionaryBody, response: withProblems(DictionaryDetail, TreeProblems) },
    },
    async (request, reply) => {
      const body = request.body;
      const ref = await refOf(ctx, body);
      const problems = dictionaryTreeProblems(body.items);
      if (problems.length) return refuseTree(reply, problems);
      const actor = actorOf(request);
      await db.transaction().execute(async (tx) => {
        if (!(await findMeta(tx, ref)) && !(await hasRows(tx, ref))) throw notFound(DICTIONARY_MISSING);
        const version = await saveVersion(tx, { ...ref, name: body.name, items: body.items, action: 'save', expectedVersion: body.version, savedBy: savedBy(actor) });
        await writeOpLog(tx, actor, { action: 'save-dictionary', targetType: 'dictionary', targetId: ref.displayCode, gnCoding: ref.systemCoding, detail: { version, items: countItems(body.items) } });
      });
      return ok(await detailOf(ref), '保存成功');
    },
  );

  app.delete(
    MANAGER,
    { config: access, schema: { tags, summary: '删除字典及其历史（有字段使用时拒绝）', body: DictionaryKey, response: responses(DictionaryKey) } },
    async (request) => {
      const ref = await refOf(ctx, request.body);
      const actor = actorOf(request);
      await db.transaction().execute(async (tx) => {
        const meta = await findMeta(tx, ref);
        if (!meta && !(await hasRows(tx, ref))) throw notFound(DICTIONARY_MISSING);
        const uses = await usageOf(tx, ref);
        if (uses.length > 0) {
          const shown = uses.slice(0, 5).map(describeUse).join('、');
          throw conflict(`${named(meta?.name ?? ref.displayCode, ref.displayCode)}正在被 ${uses.length} 个字段使用，不能删除：${shown}${uses.length > 5 ? ' 等' : ''}`);
        }
        await deleteDictionary(tx, ref);
        await writeOpLog(tx, actor, { action: 'delete-dictionary', targetType: 'dictionary', targetId: ref.displayCode, gnCoding: ref.systemCoding, detail: { version: meta?.version ?? 0 } });
      });
      return ok(ref, '删除成功');
    },
  );

  app.get(
    `${MANAGER}/usage`,
    { config: access, schema: { tags, summary: '使用该字典的字段（读自已保存的页面配置）', querystring: DictionaryKey, response: responses(Type.Array(DictionaryUse)) } },
    async (request) => {
      const ref = await refOf(ctx, request.query);
      return ok(await usageOf(db, ref));
    },
  );

  app.get(
    `${MANAGER}/versions`,
    { config: access, schema: { tags, summary: '字典的版本历史（新到旧）', querystring: DictionaryKey, response: responses(Type.Array(DictionaryVersionEntry)) } },
    async (request) => {
      const ref = await refOf(ctx, request.query);
      const rows = await listVersions(db, ref);
      return ok(
        rows.map((r) => ({ version: r.version, name: r.name, itemCount: r.item_count, action: r.action, restoredFrom: r.restored_from, savedAt: r.saved_at, savedBy: r.saved_by })),
      );
    },
  );

  app.get(
    `${MANAGER}/version`,
    { config: access, schema: { tags, summary: '某一历史版本的字典树', querystring: DictionaryVersionQuery, response: responses(DictionaryDetail) } },
    async (request) => {
      const ref = await refOf(ctx, request.query);
      const row = await findVersion(db, ref, Number(request.query.version));
      if (!row) throw notFound(`版本 ${request.query.version} 不存在`);
      return ok({ ...ref, name: row.name, version: row.version, items: JSON.parse(row.items) as FieldOption[] });
    },
  );

  app.post(
    `${MANAGER}/rollback`,
    {
      config: access,
      schema: { tags, summary: '回滚：以历史版本的内容保存为一个新版本', body: RollbackDictionaryBody, response: withProblems(DictionaryDetail, TreeProblems) },
    },
    async (request, reply) => {
      const body = request.body;
      const ref = await refOf(ctx, body);
      const meta = await findMeta(db, ref);
      const row = meta && (await findVersion(db, ref, body.version));
      if (!meta || !row) throw notFound(`版本 ${body.version} 不存在`);
      const items = JSON.parse(row.items) as FieldOption[];
      // Rules may have tightened since that version was saved: it must pass today's checks.
      const problems = dictionaryTreeProblems(items);
      if (problems.length) return refuseTree(reply, problems.map((p) => `版本 ${body.version} 已不符合当前规则：${p}`));
      const actor = actorOf(request);
      await db.transaction().execute(async (tx) => {
        const version = await saveVersion(tx, { ...ref, name: row.name, items, action: 'rollback', restoredFrom: body.version, expectedVersion: meta.version, savedBy: savedBy(actor) });
        await writeOpLog(tx, actor, { action: 'rollback-dictionary', targetType: 'dictionary', targetId: ref.displayCode, gnCoding: ref.systemCoding, detail: { restoredFrom: body.version, version } });
      });
      return ok(await detailOf(ref), `已恢复到版本 ${body.version}`);
    },
  );

  importRoutes(app, ctx);
}
