import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_METHODS, CALL_PATH_PATTERN } from './catalogue';
import { SPEC_AREAS, specAreaOf } from './spec-calls';

const ROOT = path.resolve(import.meta.dirname, '..');

const fixtureCode = (file: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'fixtures/systems', file), 'utf8')) as { system: { gnCoding: string } }).system.gnCoding;

/** `/ks/…` path → the file that registers it, from the generated route index. */
function registeredRoutes(): Map<string, string> {
  const text = fs.readFileSync(path.join(ROOT, 'docs/routes.md'), 'utf8');
  const routes = new Map<string, string>();
  for (const m of text.matchAll(/^\| (?:GET|POST|PUT|DELETE) \| `([^`]+)` \|.*\| \[([^\]]+)\]/gm)) routes.set(m[1], m[2]);
  return routes;
}

describe('spec paths per area', () => {
  const all = SPEC_AREAS.flatMap((a) => a.calls.map((c) => ({ ...c, area: a.key })));

  it('every path is one a catalogue row may have, with a method and a Chinese summary, listed once', () => {
    const pattern = new RegExp(CALL_PATH_PATTERN);
    for (const c of all) {
      expect(c.path, c.path).toMatch(pattern);
      expect(CALL_METHODS).toContain(c.method);
      expect(c.summary, c.path).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(new Set(all.map((c) => c.path)).size).toBe(all.length);
  });

  it('the fixtures’ systems match their areas; a code is matched whole or with an underscore suffix', () => {
    expect(specAreaOf(fixtureCode('credit.json'))?.key).toBe('credit');
    expect(specAreaOf(fixtureCode('trade.json'))?.key).toBe('trade');
    expect(specAreaOf('material_price')?.key).toBe('material');
    expect(specAreaOf('material_price_cq')?.key).toBe('material');
    expect(specAreaOf('material_prices')).toBeUndefined();
    expect(specAreaOf('e2e_trade')).toBeUndefined();
    const codes = SPEC_AREAS.flatMap((a) => a.systemCodes);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('a path served by the platform’s code is marked built-in, and only such a path', () => {
    const routes = registeredRoutes();
    expect(routes.size).toBeGreaterThan(100);
    const byCode = (path: string) => {
      const file = routes.get(path);
      return file !== undefined && !file.includes('catalogue');
    };
    expect(all.filter((c) => c.builtIn && !byCode(c.path)).map((c) => c.path)).toEqual([]);
    expect(all.filter((c) => !c.builtIn && byCode(c.path)).map((c) => c.path)).toEqual([]);
  });
});
