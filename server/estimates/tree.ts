import { ESTIMATE_FEES, ESTIMATE_LEVELS, roundCents, sameAmount, sumOf, type EstimateFee, type EstimateRow } from '../../schemas/estimate';
import { ESTIMATE_LIMITS, ESTIMATE_MESSAGES } from './messages';

/**
 * Builds the tree from rows met in document order, one level at a time, and checks each row as it
 * arrives and each parent's fees against its children's sums when it closes. Both formats feed it,
 * so a file says the same thing in XML and in xlsx; ids are the positions (1, 1.2, 1.2.3), the
 * xlsx 序号.
 */

/** A refusal of the file, its message for the bidder. Caught in parseEstimate, never thrown past it. */
export class EstimateProblem extends Error {}

export const refuse = (message: string): never => {
  throw new EstimateProblem(message);
};

/** One row's raw cells: strings from XML attributes or sheet text, numbers from sheet cells. */
export type RawValue = string | number | undefined;
export interface RawRow {
  code: RawValue;
  name: RawValue;
  zy: RawValue;
  fees: Record<EstimateFee, RawValue>;
}

/** What the fields are called in the file (the XML attributes or the sheet's column headers). */
export interface FieldLabels {
  code: string;
  name: string;
  zy: string;
}

interface Open {
  row: EstimateRow;
  place: string;
  children: EstimateRow[];
  depth: number;
  /** Where the row is, for the checks on close. */
  line: number;
}

const PLAIN_AMOUNT = /^\d+(\.\d+)?$/;
const GROUPED_AMOUNT = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

function amountOf(value: RawValue): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value !== 'string') return null;
  else if (PLAIN_AMOUNT.test(value)) n = +value;
  else if (GROUPED_AMOUNT.test(value)) n = +value.replace(/,/g, '');
  else return null;
  if (!Number.isFinite(n) || n < 0) return null;
  n = roundCents(n);
  return n <= ESTIMATE_LIMITS.amount ? n : null;
}

const textOf = (value: RawValue): string => (value === undefined ? '' : String(value).trim());

/** A text field trimmed, refused when required and empty or when too long. */
function checkedText(value: RawValue, label: string, required: boolean, place: string, line: number): string {
  const t = textOf(value);
  if (required && !t) refuse(ESTIMATE_MESSAGES.at(line, ESTIMATE_MESSAGES.missing(place, label)));
  if (t.length > ESTIMATE_LIMITS.text) refuse(ESTIMATE_MESSAGES.at(line, ESTIMATE_MESSAGES.tooLong(place, label)));
  return t;
}

export class EstimateBuilder {
  private readonly roots: EstimateRow[] = [];
  private readonly stack: Open[] = [];
  count = 0;

  constructor(private readonly labels: FieldLabels) {}

  /** The depth the next row may have at most (= how many rows are open). */
  get depth(): number {
    return this.stack.length;
  }

  /** The id the next row at `depth` gets (its 序号), rows deeper than it closed first. */
  nextId(depth: number): string {
    const parent = this.stack[depth - 1];
    const index = (depth === 0 ? this.roots.length : parent!.children.length) + 1;
    return depth === 0 ? String(index) : `${parent!.row.id}.${index}`;
  }

  /** The open row at `depth` (its id), if any. */
  openId(depth: number): string | undefined {
    return this.stack[depth]?.row.id;
  }

  /** Closes rows until `depth` rows stay open. */
  closeTo(depth: number): void {
    while (this.stack.length > depth) this.close();
  }

  /** A new row at `depth` (0 建设项目, 1 单项工程, 2 单位工程), under the row open at depth − 1. `line` locates problems. */
  open(depth: number, raw: RawRow, line: number): void {
    this.closeTo(depth);
    if (depth !== this.stack.length) throw new Error(`estimate row at depth ${depth} with ${this.stack.length} open`);
    if (++this.count > ESTIMATE_LIMITS.rows) refuse(ESTIMATE_MESSAGES.tooManyRows);
    const parent = this.stack[depth - 1];
    const siblings = parent ? parent.children : this.roots;
    const name = textOf(raw.name);
    const level = ESTIMATE_LEVELS[depth]!;
    const place =
      depth === 0 ? `${level}${name ? `「${name}」` : ''}` : `${depth === 2 ? `${parent!.place}下` : ''}第 ${siblings.length + 1} 个${level}${name ? `「${name}」` : ''}`;
    const code = checkedText(raw.code, this.labels.code, true, place, line);
    checkedText(raw.name, this.labels.name, true, place, line);
    const zy = checkedText(raw.zy, this.labels.zy, depth === 2, place, line);
    const row: EstimateRow = { id: this.nextId(depth), code, name, zy: depth === 2 ? zy : '', zzj: 0, fbfxf: 0, csxmf: 0, aqwmsgf: 0, qtxmf: 0, gf: 0, sj: 0, zzsxxse: 0 };
    for (let i = 0; i < ESTIMATE_FEES.length; i++) {
      const [fee, label] = ESTIMATE_FEES[i]!;
      const value = raw.fees[fee];
      const amount = amountOf(typeof value === 'string' ? value.trim() : value);
      if (amount === null) {
        if (value === undefined || textOf(value) === '') refuse(ESTIMATE_MESSAGES.at(line, ESTIMATE_MESSAGES.missing(place, label)));
        refuse(ESTIMATE_MESSAGES.at(line, ESTIMATE_MESSAGES.amount(place, label, textOf(value))));
      }
      row[fee] = amount!;
    }
    siblings.push(row);
    this.stack.push({ row, place, children: [], depth, line });
  }

  /** Closes the deepest open row: a project or single work must have children whose sums match its fees. */
  close(): void {
    const open = this.stack.pop();
    if (!open) return;
    if (open.depth < 2) {
      if (open.children.length === 0) refuse(ESTIMATE_MESSAGES.at(open.line, ESTIMATE_MESSAGES.noChildren(open.place, open.depth)));
      const sums = sumOf(open.children);
      for (const [fee, label] of ESTIMATE_FEES) {
        if (!sameAmount(open.row[fee], sums[fee])) refuse(ESTIMATE_MESSAGES.sum(open.place, label, open.row[fee], open.depth, sums[fee]));
      }
      open.row.children = open.children;
    }
  }

  /** Closes everything and answers the tree. */
  finish(): EstimateRow[] {
    this.closeTo(0);
    if (this.roots.length === 0) refuse(ESTIMATE_MESSAGES.noProject);
    return this.roots;
  }
}
