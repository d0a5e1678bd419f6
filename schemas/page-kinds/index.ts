/**
 * The page kinds of a node config, one folder each (schemas/page-kinds/<kind>/: traits, problems,
 * config schema) and one line here. Each layer lists its own part the same way —
 * runtime/pages/<kind> (how the page is drawn), designer/kinds/<kind> (how it is designed), and
 * the server checks a config against the schema named here — and src/structure/registries.test.ts
 * fails when a kind is missing from one of them. Adding a kind: docs/extending.md.
 */
import type { ErrorObject } from 'ajv';
import { problemsOfKind, type ConfigProblem } from '../config-problems';
import { ownEntry } from '../registry';
import type { PageKindTraits } from './define';
import form from './form';
import list from './list';
import card from './card';
import chart from './chart';
import tabs from './tabs';
import calendar from './calendar';
import treeTable from './tree-table';
import steps from './steps';

export type { PageKindTraits } from './define';

export const PAGE_KINDS = { form, list, card, chart, tabs, calendar, 'tree-table': treeTable, steps } as const satisfies Record<string, PageKindTraits>;

export type PageKind = keyof typeof PAGE_KINDS;

export const PAGE_KIND_NAMES = Object.keys(PAGE_KINDS) as PageKind[];

/** The kind named `kind`, or undefined for an unknown name. */
export const pageKind = (kind: string | undefined): PageKindTraits | undefined => ownEntry<PageKindTraits>(PAGE_KINDS, kind);

export const isPageKind = (kind: string): kind is PageKind => pageKind(kind) !== undefined;

/** The page kind whose words a menu's nodeProperty contains (the first such kind), or undefined. */
export function suggestedKind(property: string): PageKind | undefined {
  return PAGE_KIND_NAMES.find((k) => PAGE_KINDS[k].suggestedBy.some((w) => property.includes(w)));
}

/** The page kind a menu's nodeProperty suggests for a new page: the one it names, else a list. */
export function kindForProperty(property: string): PageKind {
  return suggestedKind(property) ?? 'list';
}

/** Every problem of a node config of `kind` (config-problems.ts words them). */
export function configProblems(
  kind: PageKind,
  config: unknown,
  schemaErrors: ReadonlyArray<Pick<ErrorObject, 'keyword' | 'instancePath' | 'params'>>,
  knownType?: (type: string) => boolean,
): ConfigProblem[] {
  return problemsOfKind(PAGE_KINDS[kind], config, schemaErrors, knownType);
}
