/**
 * The plain logic of a tree table (page kind `tree-table`): numbering the rows (1, 1.1, 1.1.2),
 * the keys that can open (every row with children: 全部展开), how many rows show for a set of open
 * keys, and money as the spec's tables show it. No React here: tested alone, used by the page and
 * the bench.
 */

/** A row as the data call answers it: an id, its values, its children. */
export interface TreeRow {
  id: string;
  children?: TreeRow[];
  [field: string]: unknown;
}

/** The states of a data call that parses in the background (the contract's detection states). */
export interface TreeTableStates {
  /** -2 暂无数据或未提交, -1 流程尚未开始！, 0 排队中, 1 正在解析文件, 2 完成, 3 失败 */
  state: number;
  progress?: number;
  message?: string;
  finishedAt?: string;
}

const kids = (row: TreeRow): TreeRow[] => (Array.isArray(row.children) ? row.children : []);

/** Each row's 序号 by its id: the place among its siblings, joined with its parents' ("1.2.3"). */
export function numberRows(rows: readonly TreeRow[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (list: readonly TreeRow[], prefix: string) => {
    list.forEach((row, i) => {
      const no = prefix ? `${prefix}.${i + 1}` : String(i + 1);
      out.set(row.id, no);
      const children = kids(row);
      if (children.length) walk(children, no);
    });
  };
  walk(rows, '');
  return out;
}

/** The ids of every row that has children: what 全部展开 opens. */
export function parentKeys(rows: readonly TreeRow[]): string[] {
  const out: string[] = [];
  const stack = [...rows];
  while (stack.length) {
    const row = stack.pop()!;
    const children = kids(row);
    if (children.length) {
      out.push(row.id);
      stack.push(...children);
    }
  }
  return out;
}

/** How many rows show when the rows of `open` show their children. */
export function visibleCount(rows: readonly TreeRow[], open: ReadonlySet<string>): number {
  let n = 0;
  const walk = (list: readonly TreeRow[]) => {
    for (const row of list) {
      n += 1;
      if (open.has(row.id)) walk(kids(row));
    }
  };
  walk(rows);
  return n;
}

/** Every row of the tree, parents before children. */
export function countRows(rows: readonly TreeRow[]): number {
  return rows.reduce((n, row) => n + 1 + countRows(kids(row)), 0);
}

/**
 * The rows with a row without children given no `children` key: antd's tree table draws an
 * expand button for any row whose `children` is an array, empty or not.
 */
export function withoutEmptyChildren(rows: readonly TreeRow[]): TreeRow[] {
  return rows.map((row) => {
    const children = kids(row);
    if (children.length) return { ...row, children: withoutEmptyChildren(children) };
    if (!('children' in row)) return row;
    const { children: _drop, ...rest } = row;
    return rest as TreeRow;
  });
}

const MONEY = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in 元 with thousands separators and two decimals; '' for no number. */
export function formatMoney(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? MONEY.format(n) : '';
}

/** The words of a state that is not a result (the spec's "not started" block and the parse states). */
export const STATE_TEXT: Readonly<Record<number, string>> = {
  [-2]: '暂无数据或未提交',
  [-1]: '流程尚未开始！',
  0: '排队中',
  1: '正在解析文件',
  2: '检测完成',
  3: '检测失败',
};

/** The state still moves (queued or parsing): the page asks again. */
export const isRunning = (state: number | undefined): boolean => state === 0 || state === 1;
