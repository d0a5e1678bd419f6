import { COLUMN_FIXTURES, fixtureRecord } from '../../runtime/columns/fixtures';
import type { ListRecord, TableColumn } from '../../runtime/blocks/table/list-types';

/** Rows of the benchmark page (?rows=10000 by default). */
export const rowCount = (): number => Math.max(1, Number(new URLSearchParams(location.search).get('rows') ?? 10_000));

/**
 * Every built-in column type once (runtime/columns/fixtures.ts); `?omit=switch,status` leaves types
 * out, to see what one type costs.
 */
const omitted = new Set((new URLSearchParams(location.search).get('omit') ?? '').split(',').filter(Boolean));
export const benchColumns: TableColumn[] = COLUMN_FIXTURES.map((f) => f.column).filter((c) => !omitted.has(c.type ?? 'text'));

const STATUSES = [
  { status: 'draft', statusText: '草稿', statusColor: 'default', auditColor: '' },
  { status: 'submitted', statusText: '待审核', statusColor: 'processing', auditColor: 'orange' },
  { status: 'passed', statusText: '审核通过', statusColor: 'success', auditColor: 'green' },
  { status: 'rejected', statusText: '审核驳回', statusColor: 'error', auditColor: 'red' },
];
const CHANGE = ['1', '2', '-1'];
const FILES = ['/files/license.png', '/files/report.pdf', ''];

/** `n` records with every column type's value, varied so cells are not all alike. */
export function generateRows(n: number): ListRecord[] {
  const rows: ListRecord[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const s = STATUSES[i % STATUSES.length]!;
    rows[i] = fixtureRecord(`r${i + 1}`, {
      ...s,
      xmmc: `城东安置房${i + 1}期工程`,
      ztwz: s.statusText,
      zttb: s.statusText,
      fj: FILES[i % FILES.length],
      change: CHANGE[i % CHANGE.length],
      sfyx: i % 2 ? '1' : '0',
      sfqy: i % 3 ? '1' : '0',
      xmbh: `XM-2026-${String(i + 1).padStart(5, '0')}`,
      shzt: s.statusText,
    });
  }
  return rows;
}
