import type { TreeTableConfig } from '../../../schemas/page-kinds/tree-table/config';
import { definePageView } from '../define';
import { TreeTablePage } from './TreeTablePage';

/** A tree-table page opens at the dashboard route: a page of its own (/fileAnalysis/deatil draws one for a record). */
export default definePageView<TreeTableConfig>({ kind: 'tree-table', opens: 'dashboard', Page: TreeTablePage });
