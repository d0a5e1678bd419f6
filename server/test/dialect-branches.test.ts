import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where naming a database is the point: the two dialects, and connect.ts that picks one. */
const ALLOWED = [/^db\/dialects\//, /^db\/connect\.ts$/];
/** Tests compile SQL per database and may say which; helpers of tests live in server/test/. */
const TESTS = [/\.test\.ts$/, /^test\//];
/** A comparison with a database's name, either way round. */
const BRANCH = /[!=]==?\s*['"`](postgres|postgresql|sqlite)['"`]|['"`](postgres|postgresql|sqlite)['"`]\s*[!=]==?/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

const checked = sourceFiles(serverDir)
  .map((file) => path.relative(serverDir, file).split(path.sep).join('/'))
  .filter((rel) => ![...ALLOWED, ...TESTS].some((re) => re.test(rel)));

function offending(pattern: RegExp): string[] {
  return checked.flatMap((rel) =>
    fs
      .readFileSync(path.join(serverDir, rel), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${rel}:${i + 1}: ${line.trim()}`] : [])),
  );
}

// A difference between SQLite and PostgreSQL belongs to the SqlDialect object connect.ts chooses
// (server/db/sql-dialect.ts); a branch on the database's name elsewhere would bring back the
// scattered `dialect === 'postgres' ? … : …` this replaced, and each new one would be a place
// the other database is forgotten.
describe('dialect branches', () => {
  it('no server file outside the dialects and connect.ts branches on the database name', () => {
    expect(offending(BRANCH)).toEqual([]);
  });

  it('no server file outside them names a DialectName type', () => {
    expect(offending(/DialectName/)).toEqual([]);
  });

  it('only connect.ts picks an implementation', () => {
    expect(offending(/from '(\.\.?\/)+(db\/)?dialects\//)).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const line = (text: string) => BRANCH.test(text);
    expect(["dialect === 'postgres' ? a : b", "if (name !== 'sqlite')", "'postgres' === d", 'd == "sqlite"'].map(line)).toEqual([true, true, true, true]);
    expect(["name: 'postgres',", "console.log('sqlite')"].map(line)).toEqual([false, false]);
  });
});
