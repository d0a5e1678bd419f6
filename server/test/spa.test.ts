import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { buildApp } from '../app';
import type { FastifyInstance } from 'fastify';

describe('serving the built front end beside the API', () => {
  let app: FastifyInstance;
  let database: Db;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-web-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>平台</title>');
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    database = connect({ sqliteFile: ':memory:' });
    await migrateToLatest(database.db, database.dialect);
    ({ app } = await buildApp({ database, webRoot }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers history-mode paths with index.html and assets as files', async () => {
    const page = await app.inject({ method: 'GET', url: '/system/pageConfig?id=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>平台</title>');
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>平台</title>');
    const folder = await app.inject({ method: 'GET', url: '/assets' });
    expect(folder.statusCode).toBe(200);
    expect(folder.body).toContain('<title>平台</title>');
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/none.js' });
    expect(missingAsset.body).toContain('<title>平台</title>');
  });

  it('serves a file written after the start, and never the files outside the build', async () => {
    fs.writeFileSync(path.join(webRoot, 'assets', 'later.js'), 'console.log(2)');
    const later = await app.inject({ method: 'GET', url: '/assets/later.js' });
    expect(later.body).toBe('console.log(2)');
    const outside = await app.inject({ method: 'GET', url: '/assets/..%2f..%2fetc%2fpasswd' });
    expect(outside.body).not.toContain('root:');
  });

  it('answers a POST to a page path as an unknown call, not with the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/system/pageConfig', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it('keeps unknown API paths as a JSON 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/ks/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '接口不存在: GET /ks/no/such/call', data: null });
  });
});
