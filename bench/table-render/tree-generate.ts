import { ESTIMATE_FEES, type EstimateRow } from '../../schemas/estimate';
import type { TreeTableConfig } from '../../schemas/page-kinds/tree-table/config';

/** Rows of the tree pages (?rows=5000 by default): one project, S single works, U unit works each. */
export const treeRowCount = (): number => Math.max(3, Number(new URLSearchParams(location.search).get('rows') ?? 5000));

/** The estimate node's columns (fixtures/nodes/trade-estimate-tree.tree-table.json). */
export const TREE_CONFIG: TreeTableConfig = {
  kind: 'tree-table',
  title: '造价文件检测结果',
  call: '/ks/file/detection/result',
  height: 600,
  columns: [
    { bianma: 'name', name: '项目名称', width: 240 },
    { bianma: 'zy', name: '专业', width: 100 },
    ...ESTIMATE_FEES.map(([bianma, name]) => ({ bianma, name, type: 'money' as const, width: 150 })),
  ],
};

const ZY = ['建筑', '装饰', '安装', '市政', '园林'];

function fees(seed: number): Omit<EstimateRow, 'id' | 'code' | 'name' | 'zy' | 'children'> {
  const zzj = 100_000 + ((seed * 7919) % 9_000_000) + (seed % 100) / 100;
  return { zzj, fbfxf: zzj * 0.6, csxmf: zzj * 0.1, aqwmsgf: zzj * 0.03, qtxmf: zzj * 0.07, gf: zzj * 0.05, sj: zzj * 0.09, zzsxxse: zzj * 0.09 };
}

export interface BenchTree {
  rows: EstimateRow[];
  total: number;
  /** ids of every row with children (全部展开) */
  parents: string[];
  /** the first unit work: on screen once the tree is open */
  firstLeaf: string;
}

/** At least `n` rows: 1 project, S ≈ √(n/2) single works, the rest unit works spread evenly over them (5,000 → 5,001). */
export function estimateTree(n: number): BenchTree {
  const singles = Math.max(1, Math.round(Math.sqrt(n / 2)));
  const perSingle = Math.max(1, Math.ceil((n - 1 - singles) / singles));
  const children: EstimateRow[] = [];
  let total = 1;
  for (let s = 1; s <= singles; s++) {
    const units: EstimateRow[] = [];
    for (let u = 1; u <= perSingle; u++) {
      units.push({ id: `u${s}-${u}`, code: `U${s}-${u}`, name: `单位工程 ${s}-${u}`, zy: ZY[(s + u) % ZY.length]!, ...fees(s * 1000 + u) });
    }
    total += 1 + units.length;
    children.push({ id: `s${s}`, code: `S${s}`, name: `单项工程 ${s}`, zy: '', ...fees(s), children: units });
  }
  const rows = [{ id: 'p', code: 'P', name: '城东安置房建设项目', zy: '', ...fees(0), children }];
  return { rows, total, parents: ['p', ...children.map((c) => c.id)], firstLeaf: 'u1-1' };
}
