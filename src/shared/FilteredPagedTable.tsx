import { Empty, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';

export const PAGED_TABLE_SIZE = 10;

/**
 * A page of rows from a paged call, with the page and one filter as state (the shell's own lists:
 * 变更审核, 变更申请, 意见反馈). `fetch` is called again whenever it, the page or the filter changes.
 */
export function usePagedRows<R, F>(fetch: (q: { curPage: number; pageSize: number; filter: F }) => Promise<{ records: R[]; total: number }>, initialFilter: F) {
  const [filter, setFilterState] = useState<F>(initialFilter);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ records: R[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const load = useCallback(() => {
    setLoading(true);
    fetch({ curPage: page, pageSize: PAGED_TABLE_SIZE, filter })
      .then(setData)
      .catch(() => undefined) // the API client has shown the reason
      .finally(() => setLoading(false));
  }, [fetch, page, filter]);
  useEffect(load, [load]);
  // a new filter starts again at page 1
  const setFilter = (f: F) => {
    setFilterState(f);
    setPage(1);
  };
  return { filter, setFilter, page, setPage, data, loading, load };
}

export type PagedRows<R, F> = ReturnType<typeof usePagedRows<R, F>>;

export interface PagedTableProps<R> {
  rows: Pick<PagedRows<R, unknown>, 'page' | 'setPage' | 'data' | 'loading'>;
  columns: ColumnsType<R>;
  rowKey: keyof R & string;
  emptyText: string;
}

/** An antd table of a paged call's rows with 共 N 条 paging; the empty state in antd's Empty (readable contrast). */
export function PagedTable<R extends object>({ rows, columns, rowKey, emptyText }: PagedTableProps<R>) {
  return (
    <Table<R>
      rowKey={rowKey}
      size="middle"
      loading={rows.loading}
      columns={columns}
      dataSource={rows.data.records}
      // a bare string would take the disabled grey (1.83:1); Empty keeps the theme's description colour
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      pagination={{ current: rows.page, pageSize: PAGED_TABLE_SIZE, total: rows.data.total, onChange: rows.setPage, showTotal: (t) => `共 ${t} 条`, showSizeChanger: false }}
    />
  );
}

export interface FilteredPagedTableProps<R, F extends string> extends PagedTableProps<R> {
  rows: PagedRows<R, F>;
  filterLabel: string;
  filterId: string;
  filterOptions: ReadonlyArray<{ label: string; value: F }>;
}

/** A labelled filter (none when there are no options) above a PagedTable. */
export function FilteredPagedTable<R extends object, F extends string>({ rows, columns, rowKey, filterLabel, filterId, filterOptions, emptyText }: FilteredPagedTableProps<R, F>) {
  return (
    <>
      {filterOptions.length > 0 && (
        <Space style={{ marginBottom: 12 }}>
          <label htmlFor={filterId}>{filterLabel}</label>
          <Select id={filterId} style={{ width: 180 }} value={rows.filter} options={filterOptions.map((o) => ({ ...o }))} onChange={rows.setFilter} />
        </Space>
      )}
      <PagedTable rows={rows} columns={columns} rowKey={rowKey} emptyText={emptyText} />
    </>
  );
}
