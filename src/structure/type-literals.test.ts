/**
 * A type's behaviour lives in its own definition (docs/extending.md). This test fails when the name
 * of a field type, column type, search-condition kind or page kind is compared, switched on or
 * pattern-matched anywhere else: `item.type === 'editor'`, `case 'card':` in a `switch (x.kind)`,
 * `type.startsWith('cascader')`, `['list', 'card'].includes(kind)`, a set of type names
 * (`new Set(['text', 'select'])`) or a membership test of one (`.has('select')`). Such a branch belongs in the
 * type's traits (schemas/*-types.ts, filter-kinds.ts, a page kind's folder) or its own file. A page
 * kind's name may be branched on only inside its own folders (schemas/page-kinds/<kind>/,
 * runtime/pages/<kind>/, designer/kinds/<kind>/), not in another kind's.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_NAMES } from '../../schemas/field-types';
import { COLUMN_TYPES } from '../../schemas/column-types';
import { FILTER_TYPES } from '../../schemas/filter-kinds';
import { PAGE_KIND_NAMES } from '../../schemas/page-kinds';

const ROOT = join(__dirname, '..', '..');
const LAYERS = ['schemas', 'runtime', 'designer', 'src', 'server'];
const NAMES = new Set<string>([...FIELD_TYPE_NAMES, ...COLUMN_TYPES, ...FILTER_TYPES, ...PAGE_KIND_NAMES]);
const PAGE_KIND_SET = new Set<string>(PAGE_KIND_NAMES);

/** The definitions, where a type's name is its own business. */
const OWN = [
  /^schemas\/(field-types|column-types|filter-kinds)\.ts$/,
  /^runtime\/fields\/[^/]+\.tsx$/,
  /^runtime\/columns\/[^/]+\.tsx$/,
  /^runtime\/blocks\/search-bar\/filter-kinds\.ts$/,
];

/** A page kind's folders in each layer: the one place its name may be branched on. */
const KIND_FOLDER = /^(?:schemas\/page-kinds|runtime\/pages|designer\/kinds)\/([^/]+)\//;

/** The names `file` may branch on: every name in a definition, a page kind's own in its folders. */
function allowedIn(file: string): (name: string) => boolean {
  if (OWN.some((re) => re.test(file))) return () => true;
  const own = KIND_FOLDER.exec(file)?.[1];
  // a kind folder is the definition of its kind only: not of another page kind (nor of a field type)
  return (name) => name === own && PAGE_KIND_SET.has(name);
}
const SKIP = /(\.test\.tsx?$|\/testing\/|\/__fixtures__\/|test-kit|\/generated\/|\.d\.ts$|^server\/test\/)/;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry)) yield relative(ROOT, path).split('\\').join('/');
  }
}

const quoted = (s: string) => [...s.matchAll(/'([^']+)'/g)].map((m) => m[1]);

/** The offending lines of one file's text, as `line: text`. */
export function typeBranches(text: string, allowed: (name: string) => boolean = () => false): string[] {
  const named = (n: string) => NAMES.has(n) && !allowed(n);
  const found: string[] = [];
  const lines = text.split('\n');
  let switchDepth = -1;
  let depth = 0;
  lines.forEach((line, i) => {
    const where = `${i + 1}: ${line.trim()}`;
    const compared = [
      ...line.matchAll(/\b(?:type|kind)\s*[!=]==?\s*'([^']+)'/g),
      ...line.matchAll(/'([^']+)'\s*[!=]==?\s*[\w.?]*\b(?:type|kind)\b/g),
    ].map((m) => m[1]);
    if (compared.some(named)) found.push(where);
    if (/\b(?:type|kind)\??\.(?:startsWith|endsWith|includes)\(\s*'/.test(line)) found.push(where);
    const listed = line.match(/\[([^\]]*)\]\.includes\(\s*[\w.?]*\b(?:type|kind)\s*\)/);
    if (listed && quoted(listed[1]).some(named)) found.push(where);
    // `case 'x':` inside a switch on a type or kind
    if (/\bswitch\s*\([^)]*\b(?:type|kind)\s*\)/.test(line)) switchDepth = depth;
    const caseOf = line.match(/^\s*case\s+'([^']+)'\s*:/);
    if (switchDepth >= 0 && caseOf && named(caseOf[1])) found.push(where);
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (switchDepth >= 0 && depth <= switchDepth && /\}/.test(line)) switchDepth = -1;
    // a membership test of one name: `.has('select')`
    const has = line.match(/\.has\(\s*'([^']+)'\s*\)/);
    if (has && named(has[1])) found.push(where);
  });
  // a set made of names, written on one line or several: `new Set(['text', 'select'])` (a set of
  // record keys or HTML input types that happens to hold one, `new Set(['status', 'id'])`, is not)
  for (const m of text.matchAll(/new\s+(?:Set|ReadonlySet)(?:<[^>]*>)?\(\s*\[([^\]]*)\]/g)) {
    const listed = quoted(m[1]);
    if (!listed.length || !listed.every((n) => NAMES.has(n)) || !listed.some(named)) continue;
    const i = text.slice(0, m.index).split('\n').length - 1;
    found.push(`${i + 1}: ${lines[i].trim()}`);
  }
  return found;
}

describe('type names are branched on only in their own definitions', () => {
  it('the checker sees each form of branch', () => {
    expect(typeBranches("if (item.type === 'editor') x();")).toHaveLength(1);
    expect(typeBranches("if ('card' !== config.kind) x();")).toHaveLength(1);
    expect(typeBranches("const p = parent.type.startsWith('cascader');")).toHaveLength(1);
    expect(typeBranches("if (['list', 'card'].includes(node.kind)) x();")).toHaveLength(1);
    expect(typeBranches("switch (item.type) {\n  case 'select':\n    break;\n}")).toHaveLength(1);
    expect(typeBranches("switch (prop.input) {\n  case 'select':\n    break;\n}")).toHaveLength(0);
    expect(typeBranches("if (typeof v === 'number') x();")).toHaveLength(0);
    expect(typeBranches("const RECYCLABLE = new Set(['text', 'textarea', 'select']);")).toHaveLength(1);
    expect(typeBranches("const kinds = new Set<string>([\n  'list',\n  'card',\n]);")).toEqual(["1: const kinds = new Set<string>(["]);
    expect(typeBranches("if (RECYCLABLE.has('select')) x();")).toHaveLength(1);
    expect(typeBranches("const keys = new Set(['id', 'version']); if (keys.has('id')) x();")).toHaveLength(0);
    expect(typeBranches("const CLICKED = new Set(['checkbox', 'radio', 'button']);")).toHaveLength(0);
  });

  it('a page kind\'s folder may branch on its own name only', () => {
    const inChart = allowedIn('designer/kinds/chart/views.tsx');
    expect(typeBranches("if (node.kind === 'chart') x();", inChart)).toHaveLength(0);
    expect(typeBranches("if (node.kind === 'card') x();", inChart)).toHaveLength(1);
    expect(typeBranches("if (node.kind === 'chart') x();", allowedIn('designer/panels/PagePanel.tsx'))).toHaveLength(1);
    expect(typeBranches("if (node.kind === 'form') x();", allowedIn('schemas/page-kinds/index.ts'))).toHaveLength(1);
  });

  it('no file outside a definition compares, switches on or matches a type or kind name', () => {
    const offenders: string[] = [];
    for (const layer of LAYERS) {
      for (const file of sources(join(ROOT, layer))) {
        if (SKIP.test(file)) continue;
        for (const line of typeBranches(readFileSync(join(ROOT, file), 'utf8'), allowedIn(file))) offenders.push(`${file}:${line}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
