import type { FormConfig, FormItem } from '../schemas/form';
import type { ListConfig } from '../schemas/list';
import { createDesignerStore, type DesignerStore } from './store/store';
import type { NodeConfig, NodeKind } from './store/types';

/** A field with just the required keys. */
export const field = (bianma: string, extra: Partial<FormItem> = {}): FormItem => ({ bianma, name: bianma.toUpperCase(), type: 'text', ...extra });

/** A form of one group per argument. */
export const form = (...groups: FormItem[][]): FormConfig => ({
  kind: 'form',
  groups: groups.map((items, i) => ({ key: `g${i + 1}`, title: `分组${i + 1}`, items })),
});

export const list = (codes: string[], kind: 'list' | 'card' = 'list'): ListConfig => ({
  kind,
  columns: codes.map((code) => ({ code, name: code })),
  search: { displayCode: 'n1', displayList: [] },
});

/** A store over `config` as node n1, version 1. */
export function storeOf(config: NodeConfig, kind: NodeKind = config.kind): DesignerStore {
  return createDesignerStore({ nodeId: 'n1', kind, title: '测试页面', version: 1, config, selection: null });
}

/** bianma of every field, group by group. */
export const keys = (store: DesignerStore): string[][] =>
  ((store.getState().config as FormConfig).groups ?? []).map((g) => g.items.map((i) => i.bianma));
