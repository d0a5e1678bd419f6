/** The default field types, one file each (tldraw's defaultShapeUtils pattern: an explicit list). */
import { createFieldRegistry, type FieldRegistry, type FieldTypeDefinition } from '../core/registry';
import text from './text';
import textarea from './textarea';
import number from './number';
import select from './select';
import filterSelect from './filter-select';
import selectLink from './select-link';
import selectM from './select-m';
import selectEdit from './select-edit';
import selectMultiple from './select-multiple';
import checkbox from './checkbox';
import radio from './radio';
import cascader from './cascader';
import cascader1 from './cascader-1';
import cascader2 from './cascader-2';
import cascader3 from './cascader-3';
import cascader4 from './cascader-4';
import transfer from './transfer';
import transfer1 from './transfer-1';
import switch1 from './switch-1';
import switch2 from './switch-2';
import editor from './editor';
import yNEnt from './y_n_ent';
import datepicker from './datepicker';
import datetime from './datetime';
import daterange from './daterange';
import qualification from './qualification';
import attachment from './attachment';

export const defaultFieldTypes: readonly FieldTypeDefinition[] = [
  text, textarea, number, select, filterSelect, selectLink, selectM, selectEdit, selectMultiple, checkbox, radio,
  cascader, cascader1, cascader2, cascader3, cascader4, transfer, transfer1, switch1, switch2, editor, yNEnt,
  datepicker, datetime, daterange, qualification, attachment,
];

/** A registry of the default types plus a project's own (a duplicate key throws). */
export const createDefaultFieldRegistry = (extra: readonly FieldTypeDefinition[] = []): FieldRegistry =>
  createFieldRegistry([...defaultFieldTypes, ...extra]);
