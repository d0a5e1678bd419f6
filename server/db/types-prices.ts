import type { ColumnType } from 'kysely';

/** 价格发布 (migration 0040, server/prices): one period, draft (待发布) or published. */
export interface PricePeriodsTable {
  period: string;
  status: 'draft' | 'published';
  row_count: number;
  imported_by: string;
  imported_at: string;
  published_by: string | null;
  published_at: string | null;
}

/** 材料价格 (migration 0040): one row of a period's workbook; the price in 分 (bigint: text from PostgreSQL). */
export interface MaterialPricesTable {
  period: string;
  seq: number;
  city: string;
  county: string;
  classification: string;
  material_group: string;
  code: string;
  name: string;
  spec: string;
  unit: string;
  price_fen: ColumnType<number | string, number, number>;
}
