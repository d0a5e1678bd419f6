import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Routes parse, check access and call a service; SQL lives in repositories and services
// (docs/architecture.md "Server"). A route file "runs SQL" when, outside comments, it
//   - starts a Kysely query or transaction: .selectFrom( .insertInto( .updateTable( .deleteFrom(
//     .replaceInto( .mergeInto( .selectNoFrom( .transaction( .connection(
//   - runs a built query: .execute( .executeTakeFirst( .executeTakeFirstOrThrow( .executeQuery( .stream(
//   - writes SQL text or imports a value from kysely (`sql`): sql` sql.raw( … , import { sql } from 'kysely'.
// Type imports from kysely stay allowed (a route may name Kysely<Database> to hand it on).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const routesDir = path.join(root, 'server', 'routes');

const RUNS_SQL: Array<[what: string, pattern: RegExp]> = [
  ['starts a query or transaction', /\.\s*(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom|transaction|connection)\s*\(/],
  ['runs a built query', /\.\s*(execute|executeTakeFirst|executeTakeFirstOrThrow|executeQuery|stream)\s*\(/],
  ['writes SQL text', /\bsql\s*(`|\.\s*(raw|lit|ref|id|join|table|val|value)\s*\()/],
  ['imports a value from kysely', /import\s+(?!type\b)[^;]*?\bfrom\s+['"]kysely['"]/],
];

/** Source without comments (a comment may well name a table or say "transaction()"). */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) && e.name !== 'test-kit.ts' ? [p] : [];
  });
}

/** What SQL a file runs: one line per kind, with the first line number it is seen on. */
function sqlIn(text: string): string[] {
  const lines = code(text).split('\n');
  return RUNS_SQL.flatMap(([what, pattern]) => {
    const at = lines.findIndex((l) => pattern.test(l));
    // a multi-line import is matched on the whole text
    if (at < 0 && what.startsWith('imports') && pattern.test(code(text).replace(/\n/g, ' '))) return [`${what}`];
    return at < 0 ? [] : [`${what} (line ${at + 1})`];
  });
}

const offenders = () =>
  routeFiles(routesDir)
    .map((f) => ({ file: path.relative(root, f).split(path.sep).join('/'), sql: sqlIn(fs.readFileSync(f, 'utf8')) }))
    .filter((o) => o.sql.length > 0);

describe('route files run no SQL', () => {
  it('no file under server/routes/ runs SQL', () => {
    const found = offenders();
    if (found.length) console.log(`route files that run SQL:\n${found.map((o) => `  ${o.file}: ${o.sql.join('; ')}`).join('\n')}`);
    expect(found.map((o) => `${o.file}: ${o.sql.join('; ')}`)).toEqual([]);
  });

  it('sees each way of running SQL, and not a comment or a type import', () => {
    expect(sqlIn("await ctx.db.selectFrom('files').selectAll()")).toEqual(['starts a query or transaction (line 1)']);
    expect(sqlIn('await db\n  .transaction()\n  .execute(async (tx) => f(tx));')).toEqual(['starts a query or transaction (line 2)', 'runs a built query (line 3)']);
    expect(sqlIn('const r = await countQuery(s).execute(ctx.db);')).toEqual(['runs a built query (line 1)']);
    expect(sqlIn("import { sql } from 'kysely';\nconst q = sql`select 1`;")).toEqual(['writes SQL text (line 2)', 'imports a value from kysely (line 1)']);
    expect(sqlIn("import {\n  sql,\n  type Kysely,\n} from 'kysely';")).toEqual(['imports a value from kysely']);
    expect(sqlIn("import type { Kysely } from 'kysely';\n// runs in one transaction() with selectFrom('x')\n/* db.deleteFrom('y') */")).toEqual([]);
    expect(sqlIn("const url = 'http://example.test/x'; await saveThing(ctx.db, body);")).toEqual([]);
  });
});
