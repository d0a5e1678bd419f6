/** Renders docs/node-config.md from the schemas, KEY_DOCS and the field registry (pure). */
import type { TSchema } from '@sinclair/typebox';
import { FieldOption, FieldOptions, FormConfig, FormGroup, FormItem, FormMine, FormPrefill, SearchFilterGroup, SearchFilterItem } from '../../schemas/form';
import { ChartConfig, ChartFilter, ChartPanel, ChartSource } from '../../schemas/page-kinds/chart/config';
import type { FieldTypeDefinition, FieldTypeDocs } from '../core/registry';
import { SELECTION_LIMIT, SELECTION_LIMIT_KEYS } from '../core/constants';
import { KEY_DOCS } from './key-docs';
import { FIELD_DOCS } from './field-docs';
import { INTRO, RULES } from './node-config-prose';

export const DOCUMENTED_SCHEMAS: Record<string, TSchema> = {
  FormConfig, FormMine, FormPrefill, FormGroup, FormItem, FieldOptions, FieldOption, SearchFilterGroup, SearchFilterItem,
  ChartConfig, ChartPanel, ChartSource, ChartFilter,
};

type Json = Record<string, unknown>;
/** Name of a documented schema equal to `s` (TypeBox copies schemas when composing them). */
const schemaName = (s: Json) => {
  const text = JSON.stringify(s);
  return Object.entries(DOCUMENTED_SCHEMAS).find(([, d]) => JSON.stringify(d) === text)?.[0];
};

/** A short type text of a JSON schema node. */
export function typeText(s: Json): string {
  if (typeof s.$ref === 'string') return s.$ref;
  const named = schemaName(s);
  if (named) return named;
  if (Array.isArray(s.anyOf)) {
    const parts = (s.anyOf as Json[]).map((x) => ('const' in x ? JSON.stringify(x.const) : typeText(x)));
    return parts.join(' \\| ');
  }
  if ('const' in s) return JSON.stringify(s.const);
  if (s.type === 'array') return `${typeText(s.items as Json)}[]`;
  if (s.type === 'object') return s.properties ? 'object' : 'Record<string, unknown>';
  const limits = [
    s.minLength !== undefined && `≥${String(s.minLength)} chars`, s.maxLength !== undefined && `≤${String(s.maxLength)} chars`,
    s.minimum !== undefined && `≥${String(s.minimum)}`, s.maximum !== undefined && `≤${String(s.maximum)}`,
  ].filter(Boolean);
  return `${String(s.type)}${limits.length ? ` (${limits.join(', ')})` : ''}`;
}

/** Keys of a documented schema without a KEY_DOCS entry (the test wants none). */
export function undocumentedKeys(): string[] {
  return Object.entries(DOCUMENTED_SCHEMAS).flatMap(([name, schema]) =>
    Object.keys((schema as Json).properties as Json).filter((k) => !KEY_DOCS[name]?.[k]).map((k) => `${name}.${k}`),
  );
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function keyTable(name: string): string {
  const schema = DOCUMENTED_SCHEMAS[name] as Json;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(schema.properties as Record<string, Json>).map(([key, prop]) => {
    const def = prop.default !== undefined ? ` (default ${JSON.stringify(prop.default)})` : '';
    return `| \`${key}\` | ${typeText(prop).replace(/\|(?! )/g, '\\|')} | ${required.has(key) ? 'yes' : ''} | ${cell(KEY_DOCS[name]?.[key] ?? '')}${def} |`;
  });
  return [`### ${name}`, '', '| key | type | required | meaning |', '|---|---|---|---|', ...rows, ''].join('\n');
}

/** A type's docs; every built-in type has them (node-config.test.ts). */
function docsOf(def: FieldTypeDefinition): FieldTypeDocs {
  const docs = FIELD_DOCS[def.type];
  if (!docs) throw new Error(`field type ${def.type} has no entry in runtime/docs/field-docs.ts`);
  return docs;
}

function typeSection(def: FieldTypeDefinition): string {
  const docs = docsOf(def);
  const { value, ...item } = docs.example;
  return [
    `### \`${def.type}\``,
    '',
    docs.description,
    '',
    `Stored value: ${docs.value}.${def.multiple ? ` Selection limit applies (${SELECTION_LIMIT_KEYS.join(', ')}).` : ''}`,
    '',
    '```json',
    JSON.stringify(item),
    '```',
    '',
    `Value: \`${JSON.stringify(value)}\``,
    '',
  ].join('\n');
}

/** The whole markdown document. */
export function renderNodeConfigDoc(types: readonly FieldTypeDefinition[]): string {
  const summary = [
    '| type | what it is | stored value |',
    '|---|---|---|',
    ...types.map((t) => `| \`${t.type}\` | ${cell(docsOf(t).description)} | ${cell(docsOf(t).value)} |`),
  ].join('\n');
  return [
    INTRO,
    '## Config keys',
    '',
    'Generated from `schemas/form.ts`, `schemas/page-kinds/chart/config.ts` (the one declarations) and `runtime/docs/key-docs.ts`. Chart pages: docs/page-kinds/chart.md.',
    '',
    ...Object.keys(DOCUMENTED_SCHEMAS).map(keyTable),
    '## Field types',
    '',
    summary,
    '',
    ...types.map(typeSection),
    RULES.replaceAll('{{LIMIT}}', String(SELECTION_LIMIT)).replaceAll('{{LIMIT_KEYS}}', SELECTION_LIMIT_KEYS.map((k) => `\`${k}\``).join(', ')),
  ].join('\n');
}
