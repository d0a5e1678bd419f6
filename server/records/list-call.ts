import type { Kysely, RawBuilder } from 'kysely';
import type { ExportBody, TableListBody } from '../../schemas';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import type { SessionUser } from '../session-user';
import { notFound } from '../errors';
import { publicStatusOf } from '../../schemas/catalogue';
import { filterConditions, sortPlan } from './filters';
import { runList, type ListSelection } from './list-query';
import { recordNodeOf, visibleNode, type RecordNode } from './list-node';
import { ensureFilterIndexes, forgetFilterIndexes } from './list-indexes';
import { cachedNode, compiledNodeStamp, forgetNode, loadNode, type NodeEntry } from './node-cache';
import { actorOf, NODE_NOT_FOUND } from './service';
import type { Actor } from './workflow';
import { signRecordFiles } from './file-urls';
import { cachedNodeActor, nodeActor } from './button-permissions';
import { typeCardConditions, typeCardOf } from './type-card-filter';
import { listHook } from './hooks';
import { formStampSql, pageLabels } from './list-labels';

interface Ctx {
  db: Kysely<Database>;
  dialect: SqlDialect;
}

type ListBody = TableListBody | ExportBody;

/** What a catalogue row adds to a list call (docs/api.md "Business-call catalogue"). */
export interface ListScope {
  /** Conditions the row always applies, as equalities, whatever the list's search offers. */
  fixed?: Readonly<Record<string, string | number | boolean>>;
  /** A public row: the node's published records (or passed, by a fixed `status`), for anyone (the row grants it, not a role). */
  public?: boolean;
}

/** Who reads a public row: nobody in particular; published-only makes the rows the same for all. */
export const PUBLIC_READER: Actor = { id: '', role: 'U', enterpriseId: null };

/** The node of a public row: published records only, view only, whatever the caller's role. */
export const publicNode = (entry: NodeEntry): RecordNode => ({ ...recordNodeOf(entry), publicList: true });

const addressed = (body: ListBody): string | undefined => body.nodeId ?? body.displayCode;

/**
 * Filters and sort of a call over `node` turned into a selection (400 with a Chinese message for a
 * filter or sort the list does not offer). `stampOf` asks the count to read the node's stamp,
 * `sessionStamp` the stamp of a remembered session.
 */
export async function listSelection(
  ctx: Ctx,
  node: RecordNode,
  body: ListBody,
  viewer: Actor,
  strict: boolean,
  stampOf?: string,
  sessionStamp?: RawBuilder<string | null>,
  scope?: ListScope,
): Promise<ListSelection> {
  // The first list call over a config with new filter fields builds their indexes; an index is an
  // optimisation, so failing to build one never fails the call.
  const indexes = node.listConfig
    ? await ensureFilterIndexes(ctx.db, ctx.dialect, node.recordsNodeId, node.listConfig).catch(() => ({ coveringIndex: undefined }))
    : {};
  const conditions = filterConditions(body.filters, { dialect: ctx.dialect, config: node.listConfig, strict });
  if (scope?.fixed) conditions.push(...filterConditions(scope.fixed, { dialect: ctx.dialect, config: null, strict: false }));
  // The chosen type card adds its stored filter to the search's (docs/type-cards.md).
  const cardKey = 'typeCard' in body ? body.typeCard : undefined;
  if (cardKey) conditions.push(...typeCardConditions(ctx.dialect, typeCardOf(node.listConfig, cardKey)));
  // A left menu card's records: one enterprise's, of the chosen item (docs/shell.md "左侧菜单卡片").
  if (body.menuCard) conditions.push(...listHook('menuCardConditions')(ctx.dialect, node, body.menuCard));
  const sort = sortPlan(ctx.dialect, body.sortField || undefined, body.sortOrder || undefined);
  // A list with a detail node (formNodeId) shows the records that detail page saves.
  // A public row reads the status its fixed condition allows (schemas/catalogue.ts PUBLIC_STATUSES).
  const publicStatus = scope?.public ? publicStatusOf(scope.fixed) : undefined;
  return { nodeId: node.recordsNodeId, systemCoding: node.systemCoding, viewer, publishedOnly: node.publicList, publicStatus, conditions, sort, dialect: ctx.dialect, coveringIndex: indexes.coveringIndex, stampOf, stampSql: stampOf === undefined ? undefined : compiledNodeStamp(ctx.db, ctx.dialect, stampOf), sessionStamp, formStamp: stampOf === undefined ? undefined : formStampSql(ctx.db, ctx.dialect, node.listConfig), changes: Boolean(node.listConfig?.change) };
}

/** The node as the caller may use it, from a fresh read; 404 功能节点不存在 otherwise. */
export async function freshNode(ctx: Ctx, body: ListBody, user: SessionUser): Promise<RecordNode> {
  const id = addressed(body);
  const entry = id ? await loadNode(ctx.db, ctx.dialect, id) : undefined;
  const node = entry ? visibleNode(entry, user.role) : undefined;
  const systemCoding = body.systemCoding || undefined;
  if (!node || (systemCoding && systemCoding !== node.systemCoding)) throw notFound(NODE_NOT_FOUND);
  return node;
}

/** The node of a public row from a fresh read; 404 功能节点不存在 when there is no such menu. */
export async function freshPublicNode(ctx: Ctx, body: ListBody): Promise<RecordNode> {
  const id = addressed(body);
  const entry = id ? await loadNode(ctx.db, ctx.dialect, id) : undefined;
  if (!entry) throw notFound(NODE_NOT_FOUND);
  return publicNode(entry);
}

/**
 * One page of a list call. The node comes from this instance's copy when it has one, and the
 * answer is kept only if the count, in the same statement, read the same stamp (`node-cache.ts`);
 * otherwise (a save since, the copy refused the call, the node is hidden or gone) the call is run
 * again from a fresh read, whose outcome — page, 400 or 404 — is the answer. `sessionStampSql` (from
 * `withSession`) makes the count read the session's stamp too.
 */
export async function listPage(ctx: Ctx, body: TableListBody, user: SessionUser | null, strict: boolean, sessionStampSql?: RawBuilder<string | null>, scope?: ListScope) {
  const answer = await unsignedListPage(ctx, body, user, strict, sessionStampSql, scope);
  // Preview and download columns (and card attachments) open in the browser: signed links (docs/uploads.md).
  // A public row's reader is nobody: its links stay as stored. Beside it, the words of the coded values.
  const [signed, labels] = await Promise.all([
    user ? signRecordFiles(ctx.db, answer.page.records, user) : answer.page.records,
    pageLabels(ctx, answer.node, answer.page.records, answer.formStamp),
  ]);
  return { ...answer, page: { ...answer.page, records: signed, ...(labels ? { labels } : {}) } };
}

async function unsignedListPage(ctx: Ctx, body: TableListBody, user: SessionUser | null, strict: boolean, sessionStampSql?: RawBuilder<string | null>, scope?: ListScope) {
  const id = addressed(body);
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  if (!user && !scope?.public) throw new Error('a list without a caller must be a public row');
  const see = (e: NodeEntry) => (user && !scope?.public ? visibleNode(e, user.role) : publicNode(e));
  const entry = id ? cachedNode(ctx.db, id) : undefined;
  const cached = entry ? see(entry) : undefined;
  if (id && entry && cached && !(body.systemCoding && body.systemCoding !== cached.systemCoding)) {
    try {
      // The row buttons follow the buttons the role keeps on the node (权限设置), which the stamp covers.
      const viewer = user && !scope?.public ? cachedNodeActor(user, entry) : PUBLIC_READER;
      const { page, stamp, sessionStamp, formStamp } = await runList(ctx.db, await listSelection(ctx, cached, body, viewer, strict, id, sessionStampSql, scope), curPage, pageSize);
      if (stamp === entry.stamp) return { node: cached, page, sessionStamp, formStamp };
    } catch {
      // A refusal planned from an outdated copy is not the answer: the fresh read below decides.
      // A failed query may also have named an index another instance dropped: look again.
      forgetFilterIndexes(ctx.db);
    }
    forgetNode(ctx.db, id);
  }
  if (!user || scope?.public) {
    const node = await freshPublicNode(ctx, body);
    const { page, sessionStamp, formStamp } = await runList(ctx.db, await listSelection(ctx, node, body, PUBLIC_READER, strict, id, sessionStampSql, scope), curPage, pageSize);
    return { node, page, sessionStamp, formStamp };
  }
  const node = await freshNode(ctx, body, user);
  const viewer = id ? await nodeActor(ctx.db, user, id) : actorOf(user);
  const { page, sessionStamp, formStamp } = await runList(ctx.db, await listSelection(ctx, node, body, viewer, strict, id, sessionStampSql, scope), curPage, pageSize);
  return { node, page, sessionStamp, formStamp };
}
