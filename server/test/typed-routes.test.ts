import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

// Route handlers get request.body/query/params typed from their TypeBox schemas (server/context.ts
// ApiApp); a cast would silently disagree with the schema Fastify validates against.
describe('server layering', () => {
  it('no server file casts request.body, request.query or request.params', () => {
    const casts = sourceFiles(serverDir).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/request\.(body|query|params)\)?\s+as\b/.test(line) ? [`${path.relative(serverDir, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(casts).toEqual([]);
  });

  it('domain code (records, structure, repositories) does not import the HTTP layer: its errors are kinds (server/errors.ts)', () => {
    const domain = ['records', 'structure', 'db'].flatMap((d) => sourceFiles(path.join(serverDir, d)));
    const httpImports = domain.filter((file) => /from '(\.\.\/)+http\//.test(fs.readFileSync(file, 'utf8'))).map((f) => path.relative(serverDir, f));
    expect(httpImports).toEqual([]);
  });

  it('repositories read no files: fixture files are read and validated by server/fixture-files.ts', () => {
    const readers = sourceFiles(path.join(serverDir, 'db/repos')).filter((file) => /from 'node:fs'/.test(fs.readFileSync(file, 'utf8')));
    expect(readers.map((f) => path.relative(serverDir, f))).toEqual([]);
  });
});
