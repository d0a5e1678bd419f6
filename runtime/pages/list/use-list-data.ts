import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SearchFilterItem } from '../../../schemas/form';
import { toFilterPayload } from '../../blocks/search-bar/filter-payload';
import { useListServices } from '../../blocks/table/list-services';
import type { ListSort } from '../../blocks/table/build-columns';
import type { ListLabels, ListQuery, ListRecord, MenuCardChoice, TableColumn } from '../../blocks/table/list-types';
import { usePageSize } from '../../blocks/table/page-size';

export interface ListNodeRef {
  nodeId: string;
  systemCoding: string;
  gnCoding: string;
}

export interface UseListDataOptions {
  node: ListNodeRef;
  filterItems: readonly SearchFilterItem[];
  /** Cards append each next page (infinite scroll); a table replaces the page. */
  append: boolean;
  dynamic?: boolean;
  /** the chosen type card; choosing another starts again at page 1 */
  typeCard?: string;
  /** the records behind a left menu card (one enterprise's, of the chosen item); another starts again at page 1 */
  menuCard?: MenuCardChoice;
  /** nothing is asked while true (the menu card that decides the records is still loading) */
  paused?: boolean;
}

/** The names of two pages' values (a card list appends its pages). */
function mergeLabels(old: ListLabels, next: ListLabels): ListLabels {
  const out: ListLabels = { ...next };
  for (const [key, set] of Object.entries(old)) if (out[key]) out[key] = { ...out[key], values: { ...set.values, ...out[key].values } };
  return out;
}

/**
 * The records of a list page and the query behind them: search-bar filters, header filters, page
 * and remembered page size. Answers to older queries are dropped, so a slow first page cannot
 * overwrite a newer one.
 */
export function useListData({ node, filterItems, append, dynamic, typeCard, menuCard, paused = false }: UseListDataOptions) {
  const services = useListServices();
  const [searchFilters, setSearchFilters] = useState<Record<string, string>>({});
  const [headerFilters, setHeaderFilters] = useState<Record<string, unknown>>({});
  const [curPage, setCurPage] = useState(1);
  const [sort, setSortState] = useState<ListSort | null>(null);
  const [pageSize, setPageSize] = usePageSize(node.nodeId);
  const [records, setRecords] = useState<ListRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [serverColumns, setServerColumns] = useState<TableColumn[] | undefined>(undefined);
  const [labels, setLabels] = useState<ListLabels>({});
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const sequence = useRef(0);
  // Another card is another set of rows: page 3 of the old one means nothing (adjusted while
  // rendering, so the first request of the new card already asks for page 1).
  const menuEnterprise = menuCard?.enterpriseId;
  const menuItem = menuCard?.item;
  const cardKey = `${typeCard ?? ''}\u0000${menuEnterprise ?? ''}\u0000${menuItem ?? ''}`;
  const [cardSeen, setCardSeen] = useState(cardKey);
  if (cardSeen !== cardKey) {
    setCardSeen(cardKey);
    setCurPage(1);
  }

  const query: ListQuery = useMemo(
    () => ({
      nodeId: node.nodeId,
      systemCoding: node.systemCoding,
      gnCoding: node.gnCoding,
      curPage,
      pageSize,
      ...(sort ? { sortField: sort.field, sortOrder: sort.order } : {}),
      filters: { ...searchFilters, ...toFilterPayload(headerFilters, filterItems) },
      ...(typeCard ? { typeCard } : {}),
      ...(menuEnterprise ? { menuCard: { enterpriseId: menuEnterprise, ...(menuItem ? { item: menuItem } : {}) } } : {}),
    }),
    [node.nodeId, node.systemCoding, node.gnCoding, curPage, pageSize, sort, searchFilters, headerFilters, filterItems, typeCard, menuEnterprise, menuItem],
  );

  useEffect(() => {
    if (paused) return;
    const mine = ++sequence.current;
    setLoading(true);
    services
      .fetchList(query, { dynamic })
      .then((page) => {
        if (mine !== sequence.current) return;
        const more = append && query.curPage > 1;
        setRecords((old) => (more ? [...old, ...page.records] : page.records));
        // cards keep the earlier pages on screen: their names stay too
        setLabels((old) => (more ? mergeLabels(old, page.labels ?? {}) : (page.labels ?? {})));
        setTotal(page.total);
        if (page.columns) setServerColumns(page.columns);
      })
      .catch(() => {
        // The API client has shown the server's message; the last records stay on screen.
      })
      .finally(() => {
        if (mine === sequence.current) setLoading(false);
      });
  }, [services, query, dynamic, append, reloads, paused]);

  const search = useCallback((filters: Record<string, string>) => {
    setSearchFilters(filters);
    setCurPage(1);
    setReloads((n) => n + 1); // 搜索 with unchanged filters still asks the server again
  }, []);

  const setHeaderFilter = useCallback((code: string, value: unknown) => {
    setHeaderFilters((old) => ({ ...old, [code]: value }));
    setCurPage(1);
  }, []);

  /** A new order starts again at page 1 (page 3 of another order is a different set of rows). */
  const setSort = useCallback((next: ListSort | null) => {
    setSortState(next);
    setCurPage(1);
  }, []);

  const changePage = useCallback(
    (page: number, size: number) => {
      setPageSize(size);
      setCurPage(page);
    },
    [setPageSize],
  );

  /** After a workflow call: the table asks for its page again, cards start again at the top. */
  const reload = useCallback(() => {
    if (append) setCurPage(1);
    setReloads((n) => n + 1);
  }, [append]);

  const loadMore = useCallback(() => setCurPage((p) => p + 1), []);
  const hasMore = records.length < total;

  return {
    query, records, serverColumns, labels, total, loading, curPage, pageSize, headerFilters, sort, hasMore, reloads,
    search, setHeaderFilter, setSort, changePage, reload, loadMore,
  };
}
