import type { Kysely } from 'kysely';

// 材料价格 and 价格发布 (issue 50; docs/prices-and-tasks.md):
// - price_periods: one row per period (期次 yyyy-MM): draft (imported, 待发布) or published;
// - material_prices: the period's rows, keyed by (period, seq) — seq is the row's place in the
//   imported workbook, so a page in file order is a range of the key. A period is replaced whole
//   by a new import (its rows deleted and inserted in one transaction); prices are kept in 分.
// The indexes are the reads of the 11 calls over 100,000 rows per period (docs/prices-and-tasks.md
// "Storage"): narrowing by city/county/group, distinct names, and one material across periods.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_periods')
    .addColumn('period', 'varchar(7)', (c) => c.primaryKey())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('imported_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('imported_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('published_by', 'varchar(128)')
    .addColumn('published_at', 'varchar(32)')
    .execute();
  await db.schema
    .createTable('material_prices')
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('county', 'varchar(100)', (c) => c.notNull())
    .addColumn('classification', 'varchar(100)', (c) => c.notNull())
    .addColumn('material_group', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('spec', 'varchar(100)', (c) => c.notNull())
    .addColumn('unit', 'varchar(100)', (c) => c.notNull())
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('material_prices_pk', ['period', 'seq'])
    .execute();
  await db.schema.createIndex('material_prices_city_idx').on('material_prices').columns(['period', 'city', 'county', 'material_group', 'seq']).execute();
  await db.schema.createIndex('material_prices_class_idx').on('material_prices').columns(['period', 'classification', 'material_group']).execute();
  await db.schema.createIndex('material_prices_name_idx').on('material_prices').columns(['name', 'spec', 'unit', 'city', 'period']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('material_prices').execute();
  await db.schema.dropTable('price_periods').execute();
}
