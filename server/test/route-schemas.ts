import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Kind, type TSchema } from '@sinclair/typebox';

/**
 * One contract per call (docs/architecture.md "One contract per call"): every schema a route hands
 * Fastify is declared in `schemas/`, so the browser types its calls from the same objects.
 *
 * The rule, checked on the registered routes themselves (not on their source, so a schema built in
 * a helper outside `schemas/` is caught as well as one written inline):
 * - `body`, `querystring`, `params` and `headers` are schemas declared in `schemas/` — exported by
 *   one of its modules, or reachable from such an export (a property of an exported schema, a row of
 *   an exported table);
 * - each `response` entry is such a schema, or the envelope `{ code, message, data }` that
 *   `Envelope(…)` / `responses(…)` build around one;
 * - the only wrappers a route may write itself are those that add no rule of their own:
 *   `Type.Array(X)`, `Type.Union([X, Type.Null()])`, `Type.Null()` and `Type.Ref(X)`, with no
 *   options. A property, a bound, a pattern, a title — anything a client must agree on — makes
 *   it a contract, and a contract lives in `schemas/`.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEMA_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

type Obj = Record<string | symbol, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null;
const isSchema = (v: unknown): v is TSchema & Obj => isObject(v) && typeof v[Kind] === 'string';

function moduleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : moduleFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test(-kit)?\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** What `schemas/` declares: every schema object reachable from the exports of its modules. */
export interface Declared {
  has(schema: object): boolean;
  /** The `$id`s among them, for `Type.Ref`. */
  ids: Set<string>;
}

export async function declaredSchemas(dir = path.join(root, 'schemas')): Promise<Declared> {
  const seen = new Set<object>();
  const ids = new Set<string>();
  const walk = (value: unknown): void => {
    if (!isObject(value) || seen.has(value)) return;
    seen.add(value);
    if (isSchema(value) && typeof value.$id === 'string') ids.add(value.$id);
    for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child);
  };
  for (const file of moduleFiles(dir)) walk(await import(pathToFileURL(file).href));
  return { has: (schema) => seen.has(schema) && isSchema(schema), ids };
}

const keysAre = (s: Obj, ...keys: string[]) => Object.keys(s).sort().join(',') === [...keys].sort().join(',');
const isNull = (s: unknown) => isSchema(s) && s[Kind] === 'Null' && keysAre(s, 'type');

/** Whether `s` is declared in `schemas/` or one of the rule-free wrappers around such schemas. */
function composed(s: unknown, declared: Declared): boolean {
  if (!isSchema(s)) return false;
  if (declared.has(s)) return true;
  if (isNull(s)) return true;
  if (s[Kind] === 'Array' && keysAre(s, 'type', 'items')) return composed(s.items, declared);
  if (s[Kind] === 'Ref' && keysAre(s, '$ref')) return declared.ids.has(String(s.$ref));
  if (s[Kind] === 'Union' && keysAre(s, 'anyOf') && Array.isArray(s.anyOf) && s.anyOf.length === 2 && s.anyOf.some(isNull)) {
    return s.anyOf.every((member) => composed(member, declared));
  }
  return false;
}

/** The `data` of an envelope as `Envelope(data)` builds it, else undefined. */
function envelopeData(s: unknown): unknown {
  if (!isSchema(s) || s[Kind] !== 'Object' || !keysAre(s, 'type', 'properties', 'required')) return undefined;
  const props = s.properties as Obj;
  if (!keysAre(props, 'code', 'message', 'data')) return undefined;
  const { code, message } = props;
  const plain = (p: unknown, kind: string, type: string) => isSchema(p) && p[Kind] === kind && keysAre(p, 'type') && p.type === type;
  return plain(code, 'Integer', 'integer') && plain(message, 'String', 'string') ? props.data : undefined;
}

export interface RouteSchema {
  method: string;
  url: string;
  schema: unknown;
}

/** `METHOD url part` of every schema a route declares outside `schemas/`. */
export function routeSchemaOffenders(routes: readonly RouteSchema[], declared: Declared): string[] {
  const offenders: string[] = [];
  for (const { method, url, schema } of routes) {
    if (!isObject(schema)) continue;
    for (const part of SCHEMA_PARTS) {
      if (schema[part] !== undefined && !composed(schema[part], declared)) offenders.push(`${method} ${url} ${part}`);
    }
    const response = isObject(schema.response) ? schema.response : {};
    for (const [status, answer] of Object.entries(response)) {
      if (composed(answer, declared)) continue;
      const data = envelopeData(answer);
      if (data === undefined || !composed(data, declared)) offenders.push(`${method} ${url} response ${status}`);
    }
  }
  return offenders;
}
