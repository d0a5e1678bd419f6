/**
 * Every editing command of the designer, one file each (excalidraw's actions/register.ts): the
 * UI runs them through the store, which records the undoable ones as patch steps.
 */
import addField from './add-field';
import moveField from './move-field';
import removeField from './remove-field';
import updateFieldProp from './update-field-prop';
import addGroup from './add-group';
import updateGroupProp from './update-group-prop';
import removeGroup from './remove-group';
import moveGroup from './move-group';
import replaceConfig from './replace-config';
import updateConfigProp from './update-config-prop';
import addColumn from './add-column';
import moveColumn from './move-column';
import removeColumn from './remove-column';
import updateColumnProp from './update-column-prop';
import addFilter from './add-filter';
import updateFilterProp from './update-filter-prop';
import removeFilter from './remove-filter';
import updateCardStyleProp from './update-card-style-prop';
import addCardLine from './add-card-line';
import updateCardLine from './update-card-line';
import removeCardLine from './remove-card-line';
import moveCardLine from './move-card-line';
import select from './select';
import renameField from './rename-field';
import addFields from './add-fields';
import duplicateField from './duplicate-field';
import duplicateGroup from './duplicate-group';
import syncColumnsFromForm from './sync-columns-from-form';
import addChartPanel from '../kinds/chart/commands/add-chart-panel';
import removeChartPanel from '../kinds/chart/commands/remove-chart-panel';
import moveChartPanel from '../kinds/chart/commands/move-chart-panel';
import updateChartPanel from '../kinds/chart/commands/update-chart-panel';

export const commands = {
  addField,
  moveField,
  removeField,
  updateFieldProp,
  addGroup,
  updateGroupProp,
  removeGroup,
  moveGroup,
  replaceConfig,
  updateConfigProp,
  addColumn,
  moveColumn,
  removeColumn,
  updateColumnProp,
  addFilter,
  updateFilterProp,
  removeFilter,
  updateCardStyleProp,
  addCardLine,
  updateCardLine,
  removeCardLine,
  moveCardLine,
  select,
  renameField,
  addFields,
  duplicateField,
  duplicateGroup,
  syncColumnsFromForm,
  addChartPanel,
  removeChartPanel,
  moveChartPanel,
  updateChartPanel,
} as const;

export type { Command } from './define';
