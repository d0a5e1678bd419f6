import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { buildApp } from '../app';
import { MSG_RESERVED_NAME } from '../routes/files/upload';
import { bearer, startTestServer, type TestServer } from './harness';

// Issue 10, row 9: a call nobody serves must say so. Only a browser navigating (GET or HEAD) to an
// app path gets the single page app; any other method on an unknown path is a JSON 404, and an
// upload's unknown or oversized text field is named in the refusal.

describe('unknown calls beside the built front end', () => {
  let app: FastifyInstance;
  let database: Db;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-web-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>平台</title>');
    database = connect({ sqliteFile: ':memory:' });
    await migrateToLatest(database.db, database.dialect);
    ({ app } = await buildApp({ database, webRoot }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('POST, PUT, DELETE and PATCH outside /ks answer a JSON 404, never the app', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await app.inject({ method, url: '/jjrj/lock/ent-info?x=1', payload: { a: 1 } });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ code: 404, message: `接口不存在: ${method} /jjrj/lock/ent-info`, data: null });
    }
    const bare = await app.inject({ method: 'POST', url: '/' });
    expect(bare.statusCode).toBe(404);
  });

  it('GET and HEAD of an app path still get index.html', async () => {
    const get = await app.inject({ method: 'GET', url: '/jjrj/lock/ent-info' });
    expect(get.statusCode).toBe(200);
    expect(get.body).toContain('<title>平台</title>');
    const head = await app.inject({ method: 'HEAD', url: '/system/pageConfig' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });
});

/** A multipart body built by hand, the way a browser's FormData arrives. */
function multipart(fields: Array<[string, string]>, file?: { field: string; name: string; content: Buffer }) {
  const boundary = `----ksTest${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of fields) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('upload refusals name the field', () => {
  let s: TestServer;
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
  });
  afterAll(async () => s.close());

  const upload = async (fields: Array<[string, string]>, url = '/ks/file/upload') => {
    const body = multipart(fields, { field: url === '/ks/file/upload' ? 'file' : 'custom-fileName', name: 'a.png', content: PNG });
    const res = await s.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(u) } });
    return [res.statusCode, (res.json() as { message: string }).message];
  };

  it('an unknown text field, a prototype name or an oversized value is refused by name', async () => {
    for (const url of ['/ks/file/upload', '/ks/common/common/upload/attachment']) {
      expect(await upload([['fileType', 'yyzz'], ['colour', 'red']], url)).toEqual([400, '不支持的字段 colour']);
      // @fastify/multipart stops at such a name without telling which: the message lists the kind.
      for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
        expect(await upload([[name, 'x']], url)).toEqual([400, MSG_RESERVED_NAME]);
      }
      expect(await upload([['proto', 'x'], ['__proto__x', 'y']], url)).toEqual([400, '不支持的字段 proto']);
      expect(await upload([['fileNo', 'n'.repeat(65)]], url)).toEqual([400, '字段 fileNo 长度不能超过 64 个字符']);
      expect(await upload([['fileNo', 'a\u0000b']], url)).toEqual([400, '字段 fileNo 含有无效的字符（空字符 U+0000）']);
    }
    // The accepted fields still work.
    expect(await upload([['fileType', 'yyzz'], ['gnCoding', 'credit-apply']])).toEqual([200, '上传成功']);
  });
});
