/**
 * The tree floor: antd's own virtual Table with the same estimate tree and columns, plain text cells
 * (money formatted by one Intl.NumberFormat, as any table showing money must), the expanded keys in
 * React state. The tree-table page's cost above it is its 序号, counts and states.
 */
import { Table } from 'antd';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { EstimateRow } from '../../schemas/estimate';
import { estimateTree, TREE_CONFIG, treeRowCount } from './tree-generate';
import { startTreePage } from './tree-measure';

const tree = estimateTree(treeRowCount());
const money = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const columns = (TREE_CONFIG.columns ?? []).map((c) => ({
  key: c.bianma,
  dataIndex: c.bianma,
  title: c.name,
  width: c.width ?? 150,
  align: c.type === 'money' ? ('right' as const) : undefined,
  render: (v: unknown) => (c.type === 'money' ? money.format(Number(v)) : String(v ?? '')),
}));
const scrollX = columns.reduce((s, c) => s + c.width, 0);
let setOpen: (keys: string[]) => void = () => undefined;

function Floor() {
  const [open, set] = useState<string[]>([]);
  setOpen = set;
  return (
    <Table<EstimateRow>
      rowKey="id"
      size="small"
      bordered
      virtual
      columns={columns}
      dataSource={tree.rows}
      scroll={{ x: scrollX, y: 600 }}
      pagination={false}
      expandable={{ expandedRowKeys: open, onExpandedRowsChange: (k) => set(k.map(String)) }}
    />
  );
}

const root = document.getElementById('root')!;
startTreePage(root, tree.total, tree.firstLeaf, (on) => setOpen(on ? tree.parents : []), () => createRoot(root).render(<Floor />));
