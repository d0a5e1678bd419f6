/**
 * The floor: antd's own virtual Table with the same rows and columns drawn as plain text, the
 * same body height and size. The runtime's cost above it is its column types, 序号 and filters.
 */
import { Table } from 'antd';
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { TableRef } from 'antd/es/table';
import { VIRTUAL_BODY_HEIGHT } from '../../runtime/blocks/table/DataTable';
import type { ListRecord } from '../../runtime/blocks/table/list-types';
import { cellText } from '../../runtime/columns/define';
import { benchColumns, generateRows, rowCount } from './generate';
import { startPage } from './measure';

const rows = generateRows(rowCount());
// One line of text per cell (objects as their JSON), so rows are as tall as the runtime's.
const columns = benchColumns.map((c) => ({
  key: c.code,
  dataIndex: c.code,
  title: c.name,
  width: typeof c.width === 'number' ? c.width : 150,
  ellipsis: true,
  render: (v: unknown) => cellText(v),
}));
const scrollX = columns.reduce((s, c) => s + c.width, 0);
const root = document.getElementById('root')!;
const table = createRef<TableRef>();
startPage(
  root,
  (top) => table.current?.scrollTo({ top }),
  () =>
    createRoot(root).render(
      <Table<ListRecord>
        ref={table}
        rowKey="id"
        size="middle"
        bordered
        virtual
        columns={columns}
        dataSource={rows}
        scroll={{ x: scrollX, y: VIRTUAL_BODY_HEIGHT }}
        pagination={false}
      />,
    ),
);
