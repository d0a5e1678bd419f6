import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOM_TS_TESTS, MOCKING_UNIT_TESTS } from './unit-test-projects';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(rel);
    return /\.test\.tsx$/.test(e.name) ? [rel] : [];
  });
}

describe('jsdom test files that mock a module run isolated', () => {
  it('every jsdom test calling vi.mock is listed in MOCKING_UNIT_TESTS, and every listed file does', () => {
    const files = [...['schemas', 'runtime', 'designer', 'src', 'fixtures'].flatMap(testFiles), ...DOM_TS_TESTS];
    const mocking = files.filter((f) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(root, f), 'utf8'))).sort();
    expect(mocking).toEqual([...MOCKING_UNIT_TESTS].sort());
  });
});
