/**
 * Every kind of thing the platform lists — field types, column types, search-condition kinds,
 * page kinds — is one entry in schemas/ plus one entry in each layer that draws or edits it. This
 * test fails when one layer has an entry another lacks (a type registered in the runtime but not
 * in schemas/, a page kind without a designer folder …). The server's part is checked in
 * server/test/registries.test.ts (it accepts exactly these kinds and column types).
 */
import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_NAMES, FIELD_TYPES } from '../../schemas/field-types';
import { COLUMN_TYPE_TRAITS, COLUMN_TYPES } from '../../schemas/column-types';
import { FILTER_TYPES } from '../../schemas/filter-kinds';
import { PAGE_KIND_NAMES, PAGE_KINDS } from '../../schemas/page-kinds';
import { NODE_KIND_LIST } from '../../schemas/designer';
import { check } from '../../schemas/validate';
import { SearchFilterItem } from '../../schemas/form';
import { TableColumn } from '../../schemas/list';
import { createDefaultFieldRegistry } from '../../runtime/fields';
import { createColumnRegistry } from '../../runtime/columns';
import { filterKindViews } from '../../runtime/blocks/search-bar/filter-kinds';
import { pageViews } from '../../runtime/pages';
import { designerKinds } from '../../designer/kinds';
import { fieldTypeEntries } from '../../designer/model/palette';

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('one entry per kind in every layer', () => {
  it('field types: schemas/field-types.ts, the runtime registry and the designer palette list the same types', () => {
    const registry = createDefaultFieldRegistry();
    expect(registry.keys()).toEqual(FIELD_TYPE_NAMES);
    expect(fieldTypeEntries(registry).map((e) => e.type)).toEqual(FIELD_TYPE_NAMES);
    for (const name of FIELD_TYPE_NAMES) {
      const def = registry.get(name);
      // the runtime definition carries the schemas entry's traits, not a copy of its own
      expect(def?.label).toBe(FIELD_TYPES[name].label);
      expect(def?.valueType).toBe(FIELD_TYPES[name].valueType);
    }
  });

  it('column types: the schema enum, schemas/column-types.ts and the runtime registry are the same closed list', () => {
    expect(sorted(createColumnRegistry().keys())).toEqual(sorted(COLUMN_TYPES));
    for (const type of COLUMN_TYPES) {
      expect(check(TableColumn, { code: 'c', name: '列', type }).ok).toBe(true);
      expect(createColumnRegistry().resolve(type).label).toBe(COLUMN_TYPE_TRAITS[type].label);
    }
    expect(check(TableColumn, { code: 'c', name: '列', type: 'no-such-type' }).ok).toBe(false);
  });

  it('search-condition kinds: the schema, schemas/filter-kinds.ts and the runtime controls agree', () => {
    expect(sorted(filterKindViews.keys())).toEqual(sorted(FILTER_TYPES));
    for (const type of FILTER_TYPES) expect(check(SearchFilterItem, { code: 'c', name: '条件', type }).ok).toBe(true);
    expect(check(SearchFilterItem, { code: 'c', name: '条件', type: 'no-such-kind' }).ok).toBe(false);
  });

  it('page kinds: schemas/page-kinds.ts, runtime/pages, designer/kinds and the kinds the server accepts agree', () => {
    expect(sorted(pageViews.keys())).toEqual(sorted(PAGE_KIND_NAMES));
    expect(sorted(designerKinds.keys())).toEqual(sorted(PAGE_KIND_NAMES));
    expect(sorted(NODE_KIND_LIST)).toEqual(sorted(PAGE_KIND_NAMES));
    for (const kind of PAGE_KIND_NAMES) expect(pageViews.get(kind)?.opens).toBe(PAGE_KINDS[kind].opens);
  });
});
