import type { FieldOption } from '../../schemas/form';

/**
 * The tree the editor works on: every option gets a stable key (values are edited, so they cannot
 * be keys), and what the editor does not show (curInfo, rangeKey, fullName) rides along untouched.
 */
export interface EditNode {
  key: string;
  label: string;
  value: string;
  isDisabled: boolean;
  children: EditNode[];
  rest: Omit<FieldOption, 'label' | 'value' | 'children' | 'isDisabled'>;
}

let counter = 0;
const newKey = () => `n${++counter}`;

export function fromOptions(options: readonly FieldOption[]): EditNode[] {
  return options.map(({ label, value, children, isDisabled, ...rest }) => ({
    key: newKey(),
    label,
    value: String(value),
    isDisabled: isDisabled === true,
    children: fromOptions(children ?? []),
    rest,
  }));
}

export function toOptions(nodes: readonly EditNode[]): FieldOption[] {
  return nodes.map((n) => {
    const o: FieldOption = { ...n.rest, label: n.label, value: n.value };
    if (n.children.length > 0) o.children = toOptions(n.children);
    if (n.isDisabled) o.isDisabled = true;
    return o;
  });
}

/** Applies `fn` to the list holding `key` (the roots when absent); returns a new tree. */
function atParentOf(nodes: EditNode[], key: string, fn: (list: EditNode[], index: number) => EditNode[]): EditNode[] {
  const i = nodes.findIndex((n) => n.key === key);
  if (i >= 0) return fn(nodes, i);
  return nodes.map((n) => {
    const kids = atParentOf(n.children, key, fn);
    return kids === n.children ? n : { ...n, children: kids };
  });
}

export function updateNode(nodes: EditNode[], key: string, patch: Partial<Pick<EditNode, 'label' | 'value' | 'isDisabled'>>): EditNode[] {
  return atParentOf(nodes, key, (list, i) => list.map((n, j) => (j === i ? { ...n, ...patch } : n)));
}

export function removeNode(nodes: EditNode[], key: string): EditNode[] {
  return atParentOf(nodes, key, (list, i) => list.filter((_, j) => j !== i));
}

/** Moves an option one place up (-1) or down (+1) among its siblings. */
export function moveNode(nodes: EditNode[], key: string, by: -1 | 1): EditNode[] {
  return atParentOf(nodes, key, (list, i) => {
    const j = i + by;
    if (j < 0 || j >= list.length) return list;
    const out = [...list];
    [out[i], out[j]] = [out[j], out[i]];
    return out;
  });
}

/** A value not used anywhere in the tree yet, for a new option (the user may change it). */
export function freshValue(nodes: readonly EditNode[]): string {
  const used = new Set<string>();
  const walk = (list: readonly EditNode[]) => list.forEach((n) => (used.add(n.value), walk(n.children)));
  walk(nodes);
  let i = 1;
  while (used.has(String(i))) i++;
  return String(i);
}

/** Adds a new option at the end of `parentKey`'s children (null: a first-level option); returns the tree and the new key. */
export function addNode(nodes: EditNode[], parentKey: string | null): { nodes: EditNode[]; key: string } {
  const node: EditNode = { key: newKey(), label: '', value: freshValue(nodes), isDisabled: false, children: [], rest: {} };
  if (parentKey === null) return { nodes: [...nodes, node], key: node.key };
  const add = (list: EditNode[]): EditNode[] =>
    list.map((n) => (n.key === parentKey ? { ...n, children: [...n.children, node] } : n.children.length ? { ...n, children: add(n.children) } : n));
  return { nodes: add(nodes), key: node.key };
}

export function depthOf(nodes: readonly EditNode[]): number {
  return nodes.reduce((d, n) => Math.max(d, 1 + depthOf(n.children)), 0);
}

/**
 * First-level options from pasted text, one a line (a column copied from a spreadsheet): `名称`, or
 * `名称<Tab>取值` for two columns. Without a value the name is the value, so a condition rule or a
 * query on this list reads as what the user sees (公开招标, not 1). Empty lines are skipped.
 */
export function nodesFromLines(text: string): EditNode[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.split('\t').map((s) => s.trim()))
    .filter(([label]) => label)
    .map(([label, value]) => ({ key: newKey(), label, value: value || label, isDisabled: false, children: [], rest: {} }));
}
