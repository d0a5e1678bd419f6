import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import urls from '../../../fixtures/security/urls.json';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { CARD_NODE, dataOf, rowOf, seedRecord } from './test-kit';

type Saved = { id: string; version: number };

// Issue 10 row 1: an enterprise user stored `fileList[0].url = javascript:…` on 项目登记 and an
// administrator's click ran it. A URL the policy refuses is now refused on save, naming the field.

describe('URLs in saved records', () => {
  let s: TestServer;
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
  });
  afterAll(async () => s.close());

  const save = (payload: object) => call<Saved>(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: CARD_NODE, ...payload } });
  const count = async () => Number((await s.ctx.db.selectFrom('records').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('refuses the stolen-token attachment of the report, naming the field, and stores nothing', async () => {
    const before = await count();
    const res = await save({
      data: { xmmc: '项目', fileList: [{ url: "javascript:parent.__stolen=parent.sessionStorage.getItem('ks.token');void 0", fileName: '招标文件.pdf' }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('字段 fileList[0].url 的链接地址不合法：只允许 http:// 或 https:// 开头的网址，或本平台的文件地址');
    expect(await count()).toBe(before);
  });

  it.each(urls.hostile)('refuses %j in a file object, and in a download column value', async (url) => {
    const inFile = await save({ data: { fileList: [{ url: '/files/demo/zbgg.pdf' }, { url, fileName: 'x.pdf' }] } });
    // A NUL is refused before the URL policy by the input guard, which names the path its own way.
    expect([inFile.status, inFile.body.message]).toEqual([400, expect.stringMatching(/^字段 (fileList\[1\]|data\.fileList\.1)\.url /)]);
    // fileList is a download column of the card list: a bare string there is a URL too.
    const bare = await save({ data: { fileList: [url] } });
    expect([bare.status, bare.body.message]).toEqual([400, expect.stringMatching(/^字段 (fileList\[0\]|data\.fileList\.0) /)]);
  });

  it.each(urls.allowed)('stores %j exactly', async (url) => {
    const res = await save({ data: { fileList: [{ url, fileName: '附件.pdf' }] } });
    expect(res.status).toBe(200);
    expect(dataOf((await rowOf(s.ctx.db, res.body.data.id))!.data)).toEqual({ fileList: [{ url, fileName: '附件.pdf' }] });
  });

  it('refuses the same on an edit, leaving the stored record as it was', async () => {
    const r = await seedRecord(s.ctx.db, 'draft', { nodeId: CARD_NODE, data: { xmmc: '原项目' } });
    const res = await save({ id: r.id, version: r.version, data: { xmmc: '原项目', fileList: [{ url: 'data:text/html,<script>alert(1)</script>' }] } });
    expect(res.status).toBe(400);
    expect(await rowOf(s.ctx.db, r.id)).toMatchObject({ version: r.version });
    expect(dataOf((await rowOf(s.ctx.db, r.id))!.data)).toEqual({ xmmc: '原项目' });
  });

  it('keeps the text of other fields whatever it looks like', async () => {
    const data = { xmmc: 'javascript:alert(1)', zbdw: '<img src=x onerror=alert(1)>' };
    const res = await save({ data });
    expect(res.status).toBe(200);
    expect(dataOf((await rowOf(s.ctx.db, res.body.data.id))!.data)).toEqual(data);
  });
});
