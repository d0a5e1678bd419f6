/** The runtime page: the project's DataTable, every column type, one page of N generated rows. */
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { TableRef } from 'antd/es/table';
import { RowActionsProvider } from '../../runtime/blocks/operations/row-actions';
import { DataTable } from '../../runtime/blocks/table/DataTable';
import { ListServicesProvider, type ListServices } from '../../runtime/blocks/table/list-services';
import { benchColumns, generateRows, rowCount } from './generate';
import { startPage } from './measure';

const rows = generateRows(rowCount());
const services: ListServices = {
  fetchList: async (q) => ({ records: [], total: 0, curPage: q.curPage, pageSize: q.pageSize }),
  exportList: async () => undefined,
  runAction: async () => ({}),
  fetchLog: async () => ({ status: 200, result: [] }),
  fetchAssignees: async () => [],
};
const root = document.getElementById('root')!;
const table = createRef<TableRef>();
startPage(
  root,
  (top) => table.current?.scrollTo({ top }),
  () =>
    createRoot(root).render(
      <ListServicesProvider value={services}>
        <RowActionsProvider value={{ nodeId: 'bench', gnCoding: 'bench', onView: () => undefined, onLog: () => undefined }}>
          <DataTable
            tableRef={table}
            columns={benchColumns}
            records={rows}
            total={rows.length}
            curPage={1}
            pageSize={rows.length}
            onPageChange={() => undefined}
            onHeaderFilter={() => undefined}
          />
        </RowActionsProvider>
      </ListServicesProvider>,
    ),
);
