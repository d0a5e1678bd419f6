import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { buildApp } from '../app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface IndexedRoute {
  method: string;
  url: string;
  access: string;
  summary: string;
  file: string;
}

/** The file that called app.get/post/route: the first stack frame under server/routes/. */
function registeringFile(stack: string): string {
  const frame = stack.split('\n').find((line) => line.includes(`${path.sep}server${path.sep}routes${path.sep}`));
  const match = frame?.match(/(\/[^\s():]+\.ts)/);
  return match ? path.relative(root, match[1]).split(path.sep).join('/') : '(framework)';
}

const accessText = (access: unknown): string => (Array.isArray(access) ? access.join('、') : String(access ?? ''));

/** Every /ks route as the app registers it, in a stable order. */
async function collectRoutes(): Promise<IndexedRoute[]> {
  const routes: IndexedRoute[] = [];
  const database = connect({ sqliteFile: ':memory:' });
  await migrateToLatest(database.db, database.dialect);
  const onRoute = (route: RouteOptions) => {
    if (!route.url.startsWith('/ks')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    const file = registeringFile(new Error().stack ?? '');
    const config = route.config as { access?: unknown } | undefined;
    const summary = (route.schema as { summary?: string } | undefined)?.summary ?? '';
    for (const method of methods) routes.push({ method, url: route.url, access: accessText(config?.access), summary, file });
  };
  const { app } = await buildApp({ database, onRoute });
  await app.ready();
  await app.close();
  await database.close();
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

function render(routes: IndexedRoute[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const rows = routes.map((r) => `| ${r.method} | \`${r.url}\` | ${cell(r.access)} | ${cell(r.summary)} | [${r.file}](../${r.file}) |`);
  return [
    '# /ks routes: URL → file',
    '',
    'Generated from the route registrations by `server/test/route-index.test.ts`; the server suite fails',
    'when this file and the registered routes differ. After adding or changing a route run',
    '`npx vitest run --project server server/test/route-index.test.ts -u` and commit the result.',
    '',
    'Access: `public` (no login), `user` (any logged-in role), or the roles allowed (M 管理员, D 开发者,',
    'U 企业用户); docs/api.md describes the envelope and the calls.',
    '',
    `${routes.length} routes.`,
    '',
    '| method | path | access | summary | file |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

describe('route index (docs/routes.md)', () => {
  it('lists every registered /ks route with its access rule and the file that registers it', async () => {
    const routes = await collectRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.file === '(framework)')).toEqual([]);
    await expect(render(routes)).toMatchFileSnapshot(path.join(root, 'docs/routes.md'));
  });
});
