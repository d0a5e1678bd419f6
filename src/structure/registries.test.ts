/**
 * Every kind of thing the platform lists — field types, column types, search-condition kinds,
 * page kinds — is one entry in schemas/ plus one entry in each layer that draws or edits it. This
 * test fails when one layer has an entry another lacks (a type registered in the runtime but not
 * in schemas/, a page kind without a designer folder …). The server's part is checked in
 * server/test/registries.test.ts (it accepts exactly these kinds and column types).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_NAMES, FIELD_TYPES } from '../../schemas/field-types';
import { COLUMN_TYPE_TRAITS, COLUMN_TYPES } from '../../schemas/column-types';
import { FILTER_TYPES } from '../../schemas/filter-kinds';
import { PAGE_KIND_NAMES, PAGE_KINDS } from '../../schemas/page-kinds';
import { checkNodeConfig } from '../../schemas/check-node-config';
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
const ROOT = join(__dirname, '..', '..');

/** What each page kind has of its own, one folder (or file) per layer: docs/extending.md "Adding a page kind". */
const KIND_PLACES = (kind: string) => [
  `schemas/page-kinds/${kind}/index.ts`,
  `runtime/pages/${kind}/index.tsx`,
  `designer/kinds/${kind}/index.tsx`,
  `docs/page-kinds/${kind}.md`,
];

/**
 * The JSON blocks of a kind's doc that are a config of that kind: a kind without a demo node in
 * fixtures/nodes/ shows one there instead (docs/extending.md), checked below as the server checks a save.
 */
function docExamples(kind: string): unknown[] {
  const file = join(ROOT, `docs/page-kinds/${kind}.md`);
  if (!existsSync(file)) return [];
  const blocks = [...readFileSync(file, 'utf8').matchAll(/^```json\n([\s\S]*?)^```/gm)].map((m) => JSON.parse(m[1]) as unknown);
  return blocks.filter((b) => (b as { kind?: unknown } | null)?.kind === kind);
}

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

  it('page kinds: each has its folder in every layer, its doc and a demo node; no folder without a kind', () => {
    const missing = PAGE_KIND_NAMES.flatMap((kind) => KIND_PLACES(kind).filter((place) => !existsSync(join(ROOT, place))));
    expect(missing).toEqual([]);
    const demoKinds = new Set(readdirSync(join(ROOT, 'fixtures/nodes')).map((f) => /\.([a-z-]+)\.json$/.exec(f)?.[1]));
    expect(PAGE_KIND_NAMES.filter((kind) => !demoKinds.has(kind) && docExamples(kind).length === 0)).toEqual([]);
    const folders = (dir: string) => readdirSync(join(ROOT, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    for (const dir of ['schemas/page-kinds', 'runtime/pages', 'designer/kinds']) expect(sorted(folders(dir))).toEqual(sorted(PAGE_KIND_NAMES));
  });

  it("page kinds: a config shown in a kind's doc is one the server accepts", () => {
    const examples = PAGE_KIND_NAMES.flatMap((kind) => docExamples(kind).map((config) => [kind, config] as const));
    expect(examples.map(([kind, config]) => [kind, checkNodeConfig(kind, config).map((p) => p.text)])).toEqual(examples.map(([kind]) => [kind, []]));
  });

  it('page kinds: each names a precompiled config schema, and a new page of it starts without problems', () => {
    for (const kind of PAGE_KIND_NAMES) expect([kind, checkNodeConfig(kind, PAGE_KINDS[kind].emptyConfig('n1', '新页面'))]).toEqual([kind, []]);
  });
});
