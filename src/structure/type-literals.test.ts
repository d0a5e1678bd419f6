/**
 * A type's behaviour lives in its own definition (docs/extending.md). This test fails when the name
 * of a field type, column type, search-condition kind or page kind is compared, switched on or
 * pattern-matched anywhere else: `item.type === 'editor'`, `case 'card':` in a `switch (x.kind)`,
 * `type.startsWith('cascader')`, `['list', 'card'].includes(kind)`. Such a branch belongs in the
 * type's traits (schemas/*-types.ts, filter-kinds.ts, page-kinds.ts) or its own file.
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

/** The definitions, where a type's name is its own business. */
const OWN = [
  /^schemas\/(field-types|column-types|filter-kinds|page-kinds)\.ts$/,
  /^runtime\/fields\/[^/]+\.tsx$/,
  /^runtime\/columns\/[^/]+\.tsx$/,
  /^runtime\/pages\/[^/]+\/index\.tsx?$/,
  /^designer\/kinds\/[^/]+\/index\.tsx?$/,
  /^runtime\/blocks\/search-bar\/filter-kinds\.ts$/,
];
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
export function typeBranches(text: string): string[] {
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
    if (compared.some((n) => NAMES.has(n))) found.push(where);
    if (/\b(?:type|kind)\??\.(?:startsWith|endsWith|includes)\(\s*'/.test(line)) found.push(where);
    const listed = line.match(/\[([^\]]*)\]\.includes\(\s*[\w.?]*\b(?:type|kind)\s*\)/);
    if (listed && quoted(listed[1]).some((n) => NAMES.has(n))) found.push(where);
    // `case 'x':` inside a switch on a type or kind
    if (/\bswitch\s*\([^)]*\b(?:type|kind)\s*\)/.test(line)) switchDepth = depth;
    const caseOf = line.match(/^\s*case\s+'([^']+)'\s*:/);
    if (switchDepth >= 0 && caseOf && NAMES.has(caseOf[1])) found.push(where);
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (switchDepth >= 0 && depth <= switchDepth && /\}/.test(line)) switchDepth = -1;
  });
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
  });

  it('no file outside a definition compares, switches on or matches a type or kind name', () => {
    const offenders: string[] = [];
    for (const layer of LAYERS) {
      for (const file of sources(join(ROOT, layer))) {
        if (SKIP.test(file) || OWN.some((re) => re.test(file))) continue;
        for (const line of typeBranches(readFileSync(join(ROOT, file), 'utf8'))) offenders.push(`${file}:${line}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
