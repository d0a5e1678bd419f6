import { commands } from '../commands';
import { formGroups, formItems, listColumns } from '../model/access';
import { newColumn, newField } from '../model/palette';
import type { DesignerStore } from '../store/store';
import type { FieldRegistry } from '../../runtime/core/registry';
import type { ColumnRegistry } from '../../runtime/columns/define';
import type { DragData } from './dnd-ids';

/** Where a new field goes when its palette tile is clicked: the end of the selected (or last) group. */
export function addFieldAtEnd(store: DesignerStore, registry: FieldRegistry, type: string): void {
  const def = registry.get(type);
  if (!def) return;
  const { config, selection } = store.getState();
  const groups = formGroups(config) ?? [];
  const group = selection?.kind === 'field' || selection?.kind === 'group' ? selection.group : Math.max(0, groups.length - 1);
  store.run(commands.addField, { item: newField(def, new Set(formItems(config).map((f) => f.bianma))), group });
}

export function addColumnAtEnd(store: DesignerStore, columns: ColumnRegistry, type: string): void {
  const taken = new Set((listColumns(store.getState().config) ?? []).map((c) => c.code));
  store.run(commands.addColumn, { column: newColumn(type, columns.resolve(type).label, taken) });
}

/**
 * Turns one finished drag into a command: a palette tile dropped on a field (before it) or a
 * group (at its end) adds a field; a field dropped elsewhere moves; the same for columns.
 */
export function applyDrop(store: DesignerStore, registry: FieldRegistry, columns: ColumnRegistry, active: DragData | undefined, over: DragData | undefined): void {
  if (!active || !over) return;
  const { config } = store.getState();
  const groups = formGroups(config) ?? [];
  if (active.source === 'palette-field') {
    const def = registry.get(active.type);
    if (!def) return;
    const item = newField(def, new Set(formItems(config).map((f) => f.bianma)));
    if (over.source === 'field') store.run(commands.addField, { item, group: over.group, index: over.index });
    else if (over.source === 'group') store.run(commands.addField, { item, group: over.group });
    return;
  }
  if (active.source === 'field') {
    const from = { group: active.group, index: active.index };
    if (over.source === 'field') store.run(commands.moveField, { from, to: { group: over.group, index: over.index } });
    else if (over.source === 'group') {
      // Below the last field: the end of that group (one less when it is the field's own group).
      const length = groups[over.group]?.items.length ?? 0;
      store.run(commands.moveField, { from, to: { group: over.group, index: over.group === active.group ? length - 1 : length } });
    }
    return;
  }
  const taken = new Set((listColumns(config) ?? []).map((c) => c.code));
  if (active.source === 'palette-column') {
    const column = newColumn(active.type, columns.resolve(active.type).label, taken);
    if (over.source === 'column') store.run(commands.addColumn, { column, index: over.index });
    else if (over.source === 'columns') store.run(commands.addColumn, { column });
    return;
  }
  if (active.source === 'column' && over.source === 'column') store.run(commands.moveColumn, { from: active.index, to: over.index });
}
