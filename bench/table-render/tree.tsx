/** The tree-table page (page kind tree-table) over the same estimate tree, opened with its own 全部展开 button. */
import { createRoot } from 'react-dom/client';
import { TreeTablePage } from '../../runtime/pages/tree-table/TreeTablePage';
import { TreeTableServicesProvider, type TreeTableData, type TreeTableServices } from '../../runtime/pages/tree-table/tree-table-services';
import type { TreeRow } from '../../runtime/pages/tree-table/tree-rows';
import { estimateTree, TREE_CONFIG, treeRowCount } from './tree-generate';
import { startTreePage } from './tree-measure';

const tree = estimateTree(treeRowCount());
// Answered at once: the clock measures drawing, not a call.
const ready: Promise<TreeTableData> = Promise.resolve({ states: { state: 2, progress: 100 }, list: tree.rows as unknown as TreeRow[] });
const services: TreeTableServices = { load: () => ready };

const toggleButton = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text);

const root = document.getElementById('root')!;
startTreePage(
  root,
  tree.total,
  tree.firstLeaf,
  (on) => toggleButton(on ? '全部展开' : '全部收起')?.click(),
  () =>
    createRoot(root).render(
      <TreeTableServicesProvider value={services}>
        <TreeTablePage node={{ nodeId: 'bench' }} config={TREE_CONFIG} />
      </TreeTableServicesProvider>,
    ),
);
