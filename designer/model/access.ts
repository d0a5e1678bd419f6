import type { Draft } from 'immer';
import type { ChartPanel } from '../../schemas/page-kinds/chart/config';
import type { FormGroup, FormItem } from '../../schemas/form';
import type { CardStyle, ListConfig, TableColumn } from '../../schemas/list';
import type { NodeConfig } from '../store/types';

// After a JSON edit the document may not have its schema's shape yet; the commands and views
// read it through these guards and leave a malformed part alone instead of throwing.

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The groups of a form config, or null when the config has none. */
export function formGroups(config: NodeConfig | Draft<NodeConfig>): FormGroup[] | null {
  const groups = isObj(config) ? (config as { groups?: unknown }).groups : undefined;
  if (!Array.isArray(groups)) return null;
  return groups.every((g) => isObj(g) && Array.isArray(g.items)) ? (groups as FormGroup[]) : null;
}

/** Every field of a form config in display order (empty for other configs). */
export function formItems(config: NodeConfig): FormItem[] {
  return (formGroups(config) ?? []).flatMap((g) => g.items);
}

/** The field at a position, if there is one. */
export function fieldAt(config: NodeConfig | Draft<NodeConfig>, group: number, index: number): FormItem | undefined {
  return formGroups(config)?.[group]?.items[index];
}

/** 1-based position of a field over all groups (how the compiler and the server count). */
export function ordinalOf(config: NodeConfig, group: number, index: number): number {
  const groups = formGroups(config) ?? [];
  return groups.slice(0, group).reduce((n, g) => n + g.items.length, 0) + index + 1;
}

/** The columns of a list or card config, or null. */
export function listColumns(config: NodeConfig | Draft<NodeConfig>): TableColumn[] | null {
  const columns = isObj(config) ? (config as { columns?: unknown }).columns : undefined;
  return Array.isArray(columns) ? (columns as TableColumn[]) : null;
}

/** The search conditions of a list config, or null. */
export function listFilters(config: NodeConfig | Draft<NodeConfig>): NonNullable<ListConfig['search']>['displayList'] | null {
  const search = isObj(config) ? (config as { search?: unknown }).search : undefined;
  const list = isObj(search) ? search.displayList : undefined;
  return Array.isArray(list) ? (list as NonNullable<ListConfig['search']>['displayList']) : null;
}

/** The card style of a card config, or undefined. */
export function cardStyleOf(config: NodeConfig | Draft<NodeConfig>): CardStyle | undefined {
  const style = isObj(config) ? (config as { cardStyle?: unknown }).cardStyle : undefined;
  return isObj(style) && Array.isArray(style.contents) ? (style as unknown as CardStyle) : undefined;
}

/** Moves an array element in place (for drafts). */
export function moveInArray<T>(list: T[], from: number, to: number): void {
  if (from === to || from < 0 || from >= list.length) return;
  const [x] = list.splice(from, 1);
  list.splice(Math.max(0, Math.min(to, list.length)), 0, x);
}

/** Sets a key, or deletes it when the value is undefined / '' (optional keys stay absent). */
export function setOptional<T extends object>(target: T, key: keyof T, value: unknown): void {
  if (value === undefined || value === '') delete target[key];
  else (target as Record<keyof T, unknown>)[key] = value;
}

/** The panels of a chart config, or null. */
export function chartPanels(config: NodeConfig | Draft<NodeConfig>): ChartPanel[] | null {
  const panels = isObj(config) ? (config as { panels?: unknown }).panels : undefined;
  return Array.isArray(panels) ? (panels as ChartPanel[]) : null;
}
