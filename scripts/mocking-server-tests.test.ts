import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MOCKING_SERVER_TESTS } from './mocking-server-tests';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return testFiles(rel);
    return /\.test\.ts$/.test(e.name) ? [rel] : [];
  });
}

describe('server test files that mock a module run isolated', () => {
  it('every server test calling vi.mock is listed in MOCKING_SERVER_TESTS, and every listed file does', () => {
    const mocking = [...testFiles('server'), ...testFiles('scripts')].filter((f) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(root, f), 'utf8'))).sort();
    // this file names the call in its pattern only
    expect(mocking.filter((f) => f !== 'scripts/mocking-server-tests.test.ts')).toEqual([...MOCKING_SERVER_TESTS].sort());
  });
});
