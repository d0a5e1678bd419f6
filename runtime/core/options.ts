/** Helpers over option trees (spec 002 §3 "Option"). Pure functions. */
import type { FieldOption, FormItem } from '../../schemas/form';

type Raw = Record<string, unknown>;

/**
 * Server records → options, reading the label/value under the item's labelKey/valueKey
 * (default label/value); children are normalised the same way.
 */
export function normalizeOptions(list: readonly unknown[], options?: FormItem['options']): FieldOption[] {
  const labelKey = options?.labelKey || 'label';
  const valueKey = options?.valueKey || 'value';
  const walk = (records: readonly unknown[]): FieldOption[] =>
    records
      .filter((r): r is Raw => typeof r === 'object' && r !== null)
      .map((r) => {
        const value = r[valueKey] ?? r.value;
        const o: FieldOption = {
          label: String(r[labelKey] ?? r.label ?? value ?? ''),
          value: typeof value === 'number' ? value : String(value ?? ''),
        };
        if (Array.isArray(r.children) && r.children.length > 0) o.children = walk(r.children);
        if (r.isDisabled === true) o.isDisabled = true;
        if (typeof r.fullName === 'string') o.fullName = r.fullName;
        if (typeof r.rangeKey === 'string') o.rangeKey = r.rangeKey;
        if (r.curInfo && typeof r.curInfo === 'object') o.curInfo = r.curInfo as Record<string, unknown>;
        return o;
      });
  return walk(list);
}

/** The tree cut below `depth` levels (cascader-N shows N levels). */
export function truncateDepth(options: readonly FieldOption[], depth: number): FieldOption[] {
  return options.map((o) => {
    const { children, ...rest } = o;
    return depth > 1 && children?.length ? { ...rest, children: truncateDepth(children, depth - 1) } : rest;
  });
}

/** Once `limit` values are chosen every other leaf is disabled (spec 000 §5). */
export function applySelectionLimit(
  options: readonly FieldOption[],
  selected: readonly unknown[] | undefined,
  limit: number | undefined,
): FieldOption[] {
  if (!limit || !selected || selected.length < limit) return options as FieldOption[];
  const chosen = new Set(selected.map(String));
  const walk = (list: readonly FieldOption[]): FieldOption[] =>
    list.map((o) =>
      o.children?.length
        ? { ...o, children: walk(o.children) }
        : chosen.has(String(o.value))
          ? o
          : { ...o, isDisabled: true },
    );
  return walk(options);
}

/** Depth-first search for the option holding `value`. */
export function findOption(options: readonly FieldOption[] | undefined, value: unknown): FieldOption | undefined {
  for (const o of options ?? []) {
    if (String(o.value) === String(value)) return o;
    const hit = findOption(o.children, value);
    if (hit) return hit;
  }
  return undefined;
}

/** The label a user should read for a value (fullName when the server sent one). */
export function labelOf(options: readonly FieldOption[] | undefined, value: unknown): string {
  const o = findOption(options, value);
  return o ? (o.fullName ?? o.label) : String(value);
}

/** Labels along a cascader path. */
export function pathLabels(options: readonly FieldOption[] | undefined, path: readonly unknown[]): string[] {
  const labels: string[] = [];
  let level: readonly FieldOption[] | undefined = options;
  for (const v of path) {
    const o = level?.find((x) => String(x.value) === String(v));
    labels.push(o ? o.label : String(v));
    level = o?.children;
  }
  return labels;
}

/** Options in antd's shape (disabled instead of isDisabled). */
export interface AntOption {
  label: string;
  value: string | number;
  disabled?: boolean;
  children?: AntOption[];
}
export function toAntOptions(options: readonly FieldOption[] | undefined): AntOption[] {
  return (options ?? []).map((o) => ({
    label: o.label,
    value: o.value,
    disabled: o.isDisabled,
    children: o.children?.length ? toAntOptions(o.children) : undefined,
  }));
}
