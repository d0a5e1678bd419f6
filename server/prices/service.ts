import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { badRequest, conflict, notFound } from '../errors';
import {
  PRICE_LIMITS,
  PRICE_MESSAGES as P,
  periodTitle,
  yuan,
  type ClassificationTree,
  type GroupCounts,
  type HistoryFilterBody,
  type HistoryInfoBody,
  type PriceChange,
  type PriceFilterBody,
  type PriceInfoBody,
  type PricePage,
  type PricePeriod,
  type PricePreview,
  type PriceRow,
  type PublishedPeriod,
  type WithdrawBody,
} from '../../schemas/prices';
import { priceKey, readPriceWorkbook, PriceFileError, type ParsedPrice } from './workbook';

/**
 * 材料价格 and 价格发布 (issue 50; docs/prices-and-tasks.md): the import (preview, confirm), the
 * release (publish, withdraw, delete a draft) and the reads of the 11 spec calls, over the tables
 * of migration 0040. Every state change is one transaction with its operation-log line.
 */

type Db = Kysely<Database>;
const TARGET = 'price-period';
const actorOf = (user: SessionUser) => ({ id: user.id, userName: user.userName, role: user.role });
const INSERT_CHUNK = 1000;

async function parse(bytes: Buffer) {
  try {
    return await readPriceWorkbook(bytes);
  } catch (err) {
    if (err instanceof PriceFileError) throw badRequest(err.message);
    throw err;
  }
}

/** The latest published period before `period`. */
async function previousPublished(db: Db, period: string): Promise<string | null> {
  const row = await db.selectFrom('price_periods').select('period').where('status', '=', 'published').where('period', '<', period).orderBy('period', 'desc').limit(1).executeTakeFirst();
  return row?.period ?? null;
}

/** What importing the workbook as `period` would store, and the change against the previous published period; stores nothing. */
export async function previewImport(ctx: AppContext, period: string, bytes: Buffer): Promise<PricePreview> {
  const { rows, refused } = await parse(bytes);
  const current = await ctx.db.selectFrom('price_periods').select('status').where('period', '=', period).executeTakeFirst();
  if (current?.status === 'published') throw conflict(P.published);
  const previous = await previousPublished(ctx.db, period);
  const preview: PricePreview = {
    period,
    rows: rows.length,
    refusedCount: refused.length,
    refused: refused.slice(0, PRICE_LIMITS.refusedShown),
    previousPeriod: previous,
    up: 0,
    down: 0,
    same: 0,
    added: 0,
    removed: 0,
    changes: [],
    replacesDraft: current?.status === 'draft',
  };
  if (!previous) {
    preview.added = rows.length;
    return preview;
  }
  const before = new Map<string, number>();
  const old = await ctx.db.selectFrom('material_prices').select(['city', 'county', 'name', 'spec', 'unit', 'price_fen']).where('period', '=', previous).execute();
  for (const o of old) before.set(priceKey(o), Number(o.price_fen));
  const changes: (PriceChange & { ratio: number })[] = [];
  for (const r of rows) {
    const key = priceKey(r);
    const b = before.get(key);
    if (b === undefined) {
      preview.added++;
      continue;
    }
    before.delete(key);
    if (b === r.priceFen) preview.same++;
    else {
      if (r.priceFen > b) preview.up++;
      else preview.down++;
      changes.push({ city: r.city, county: r.county, name: r.name, spec: r.spec, unit: r.unit, before: yuan(b), after: yuan(r.priceFen), ratio: Math.abs(r.priceFen - b) / b });
    }
  }
  preview.removed = before.size;
  changes.sort((a, b) => b.ratio - a.ratio);
  preview.changes = changes.slice(0, PRICE_LIMITS.changesShown).map(({ ratio: _ratio, ...c }) => c);
  return preview;
}

const toPeriod = (r: { period: string; status: 'draft' | 'published'; row_count: number; imported_by: string; imported_at: string; published_by: string | null; published_at: string | null }): PricePeriod => ({
  period: r.period,
  title: periodTitle(r.period),
  status: r.status,
  rowCount: Number(r.row_count),
  importedBy: r.imported_by,
  importedAt: r.imported_at,
  publishedBy: r.published_by,
  publishedAt: r.published_at,
});

/** Stores the workbook's accepted rows as the period's draft (待发布), replacing a draft of the same period; a published period is refused. */
export async function confirmImport(ctx: AppContext, user: SessionUser, period: string, bytes: Buffer): Promise<{ period: PricePeriod; refusedCount: number }> {
  const { rows, refused } = await parse(bytes);
  if (rows.length === 0) throw badRequest(P.noRows);
  const at = nowIso();
  const stored = await ctx.db.transaction().execute(async (tx) => {
    // The upsert takes the period's row first (on PostgreSQL its lock): a second import of the
    // period waits for this one, and a published period is left alone (the WHERE of the update).
    const head = { period, status: 'draft' as const, row_count: rows.length, imported_by: user.userName, imported_at: at, published_by: null, published_at: null };
    const done = await tx
      .insertInto('price_periods')
      .values(head)
      .onConflict((oc) => oc.column('period').doUpdateSet({ row_count: rows.length, imported_by: user.userName, imported_at: at }).where('price_periods.status', '=', 'draft'))
      .executeTakeFirst();
    if (Number(done.numInsertedOrUpdatedRows ?? 0n) !== 1) throw conflict(P.published);
    await tx.deleteFrom('material_prices').where('period', '=', period).execute();
    await insertRows(tx, period, rows);
    await writeOpLog(tx, actorOf(user), { action: 'price.import', targetType: TARGET, targetId: period, detail: { rows: rows.length, refused: refused.length } });
    return head;
  });
  return { period: toPeriod(stored), refusedCount: refused.length };
}

export async function insertRows(db: Db, period: string, rows: readonly ParsedPrice[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('material_prices')
      .values(
        rows.slice(i, i + INSERT_CHUNK).map((r) => ({
          period,
          seq: r.seq,
          city: r.city,
          county: r.county,
          classification: r.classification,
          material_group: r.group,
          code: r.code,
          name: r.name,
          spec: r.spec,
          unit: r.unit,
          price_fen: r.priceFen,
        })),
      )
      .execute();
  }
}

/** Every period, drafts included, newest first (价格发布). */
export async function listPeriods(ctx: AppContext): Promise<PricePeriod[]> {
  const rows = await ctx.db.selectFrom('price_periods').selectAll().orderBy('period', 'desc').execute();
  return rows.map(toPeriod);
}

async function move(ctx: AppContext, user: SessionUser, period: string, from: 'draft' | 'published', action: string, detail: object): Promise<PricePeriod> {
  return ctx.db.transaction().execute(async (tx) => {
    const at = nowIso();
    const set = from === 'draft' ? { status: 'published' as const, published_by: user.userName, published_at: at } : { status: 'draft' as const, published_by: null, published_at: null };
    const done = await tx.updateTable('price_periods').set(set).where('period', '=', period).where('status', '=', from).executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) {
      const exists = await tx.selectFrom('price_periods').select('status').where('period', '=', period).executeTakeFirst();
      if (!exists) throw notFound(P.noPeriod);
      throw conflict(from === 'draft' ? P.notDraft : P.notPublished);
    }
    await writeOpLog(tx, actorOf(user), { action, targetType: TARGET, targetId: period, detail });
    return toPeriod(await tx.selectFrom('price_periods').selectAll().where('period', '=', period).executeTakeFirstOrThrow());
  });
}

/** 发布: a draft becomes what everybody reads. */
export const publishPeriod = (ctx: AppContext, user: SessionUser, period: string) => move(ctx, user, period, 'draft', 'price.publish', {});

/** 撤回: a published period goes back to draft (no longer read by anyone but the release page), with the reason. */
export async function withdrawPeriod(ctx: AppContext, user: SessionUser, body: WithdrawBody): Promise<PricePeriod> {
  const reason = body.reason.trim();
  if (!reason) throw badRequest(P.withdrawReason);
  return move(ctx, user, body.period, 'published', 'price.withdraw', { reason });
}

/** 删除 a draft period and its rows. */
export async function deleteDraft(ctx: AppContext, user: SessionUser, period: string): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const done = await tx.deleteFrom('price_periods').where('period', '=', period).where('status', '=', 'draft').executeTakeFirst();
    if (Number(done.numDeletedRows) !== 1) {
      const exists = await tx.selectFrom('price_periods').select('status').where('period', '=', period).executeTakeFirst();
      if (!exists) throw notFound(P.noPeriod);
      throw conflict(P.notDraft);
    }
    await tx.deleteFrom('material_prices').where('period', '=', period).execute();
    await writeOpLog(tx, actorOf(user), { action: 'price.delete', targetType: TARGET, targetId: period, detail: {} });
  });
}

// ---- the reads (public): published periods only ----

export async function publishedPeriods(db: Db): Promise<PublishedPeriod[]> {
  const rows = await db.selectFrom('price_periods').select(['period', 'row_count', 'published_at']).where('status', '=', 'published').orderBy('period', 'desc').execute();
  return rows.map((r) => ({ period: r.period, title: periodTitle(r.period), rowCount: Number(r.row_count), publishedAt: r.published_at ?? '' }));
}

/** The period a read is over: the one named (published, else 404), or the latest published (null: none yet). */
async function periodOf(db: Db, period: string | undefined): Promise<string | null> {
  if (period) {
    const row = await db.selectFrom('price_periods').select('period').where('period', '=', period).where('status', '=', 'published').executeTakeFirst();
    if (!row) throw notFound(P.noPeriod);
    return row.period;
  }
  const latest = await db.selectFrom('price_periods').select('period').where('status', '=', 'published').orderBy('period', 'desc').limit(1).executeTakeFirst();
  return latest?.period ?? null;
}

const published = (db: Db) => db.selectFrom('price_periods').select('period').where('status', '=', 'published');
const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type PriceQuery = SelectQueryBuilder<Database, 'material_prices', object>;

const rowsOf = (db: Db, period: string | 'published'): PriceQuery => {
  const q = db.selectFrom('material_prices') as PriceQuery;
  return period === 'published' ? q.where('period', 'in', published(db)) : q.where('period', '=', period);
};

/**
 * A read of one period: the one named, read together with the check that it is published (404
 * if not), so on PostgreSQL the check and the read share one round trip instead of the lookup
 * going first (bench:price-list); or the latest published (`empty` when there is none). The check
 * stays a statement of its own: inside the read's statement (EXISTS, IN or a join) SQLite tested
 * it row by row, and a city's county list took 10–50 times as long.
 */
async function inPeriod<T>(db: Db, named: string | undefined, read: (period: string) => Promise<T>, empty: T): Promise<T> {
  if (!named) {
    const latest = await periodOf(db, undefined);
    return latest ? read(latest) : empty;
  }
  const [, result] = await Promise.all([periodOf(db, named), read(named)]);
  return result;
}

function narrow(ctx: AppContext, q: PriceQuery, body: Omit<PriceFilterBody, 'period'>): PriceQuery {
  if (body.city) q = q.where('city', '=', body.city);
  if (body.county) q = q.where('county', '=', body.county);
  if (body.classification) q = q.where('classification', '=', body.classification);
  if (body.group) q = q.where('material_group', '=', body.group);
  const kw = body.keyword?.trim();
  if (kw) q = q.where(ctx.dialect.likeIgnoringCase(sql.ref('name'), escapeLike(kw)));
  return q;
}

async function distinctOf(ctx: AppContext, column: 'city' | 'county' | 'name', period: string | 'published', body: Omit<PriceFilterBody, 'period'>): Promise<string[]> {
  const rows = await narrow(ctx, rowsOf(ctx.db, period), body).select(column).distinct().orderBy(column).limit(PRICE_LIMITS.distinct).execute();
  return rows.map((r) => (r as Record<string, string>)[column]).filter((v) => v !== '');
}

export async function cityList(ctx: AppContext, body: PriceFilterBody): Promise<string[]> {
  return inPeriod(ctx.db, body.period, (period) => distinctOf(ctx, 'city', period, {}), []);
}
export async function historyCityList(ctx: AppContext): Promise<string[]> {
  return distinctOf(ctx, 'city', 'published', {});
}
export async function counties(ctx: AppContext, body: PriceFilterBody): Promise<string[]> {
  return inPeriod(ctx.db, body.period, (period) => distinctOf(ctx, 'county', period, { city: body.city }), []);
}
export async function titleList(ctx: AppContext, body: PriceFilterBody): Promise<string[]> {
  const { period: named, ...rest } = body;
  return inPeriod(ctx.db, named, (period) => distinctOf(ctx, 'name', period, rest), []);
}
export async function historyTitleList(ctx: AppContext, body: HistoryFilterBody): Promise<string[]> {
  return distinctOf(ctx, 'name', 'published', body);
}

const toRow = (r: { period: string; seq: number; city: string; county: string; classification: string; material_group: string; code: string; name: string; spec: string; unit: string; price_fen: number | string }): PriceRow => ({
  period: r.period,
  seq: Number(r.seq),
  city: r.city,
  county: r.county,
  classification: r.classification,
  group: r.material_group,
  code: r.code,
  name: r.name,
  spec: r.spec,
  unit: r.unit,
  price: yuan(Number(r.price_fen)),
});

/** A page of a period's prices, in the workbook's order. */
export async function infoList(ctx: AppContext, body: PriceInfoBody): Promise<PricePage> {
  const { period: named, curPage = 1, pageSize = 10, ...filters } = body;
  const read = async (period: string): Promise<PricePage> => {
    const q = narrow(ctx, rowsOf(ctx.db, period), filters);
    const [count, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      q.selectAll().orderBy('seq').limit(pageSize).offset((curPage - 1) * pageSize).execute(),
    ]);
    return { records: rows.map(toRow), total: Number(count.n), period };
  };
  return inPeriod(ctx.db, named, read, { records: [], total: 0, period: null });
}

/** One material's price in every published period (oldest first): the history chart's points. */
export async function historyInfoList(ctx: AppContext, body: HistoryInfoBody): Promise<PriceRow[]> {
  let q = ctx.db.selectFrom('material_prices').where('name', '=', body.name).where('period', 'in', published(ctx.db));
  if (body.spec !== undefined) q = q.where('spec', '=', body.spec);
  if (body.unit !== undefined) q = q.where('unit', '=', body.unit);
  if (body.city) q = q.where('city', '=', body.city);
  if (body.county !== undefined) q = q.where('county', '=', body.county);
  const rows = await q.selectAll().orderBy('period').orderBy('city').orderBy('county').orderBy('spec').limit(2000).execute();
  return rows.map(toRow);
}

/** 材料分类 → 材料组 over the published periods. */
export async function classificationTree(ctx: AppContext): Promise<ClassificationTree> {
  const rows = await ctx.db
    .selectFrom('material_prices')
    .select(['classification', 'material_group'])
    .where('period', 'in', published(ctx.db))
    .distinct()
    .orderBy('classification')
    .orderBy('material_group')
    .limit(PRICE_LIMITS.distinct * 4)
    .execute();
  const tree = new Map<string, ClassificationTree[number]>();
  for (const r of rows) {
    let node = tree.get(r.classification);
    if (!node) tree.set(r.classification, (node = { label: r.classification, value: r.classification, children: [] }));
    node.children.push({ label: r.material_group, value: r.material_group });
  }
  return [...tree.values()];
}

/** 材料组 and its row count in a period (narrowed by city, county, classification). */
export async function materialGroups(ctx: AppContext, body: PriceFilterBody): Promise<GroupCounts> {
  const { period: named, group: _group, keyword: _kw, ...filters } = body;
  const read = async (period: string): Promise<GroupCounts> => {
    const rows = await narrow(ctx, rowsOf(ctx.db, period), filters)
      .select((eb) => ['material_group', eb.fn.countAll<number | string>().as('n')])
      .groupBy('material_group')
      .orderBy('material_group')
      .limit(PRICE_LIMITS.distinct)
      .execute();
    return rows.map((r) => ({ value: r.material_group, count: Number(r.n) }));
  };
  return inPeriod(ctx.db, named, read, []);
}
