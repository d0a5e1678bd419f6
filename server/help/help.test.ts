import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import type { HelpNode } from '../../schemas/help';

// 帮助 (docs/shell.md "帮助") on SQLite or, with DATABASE_URL, PostgreSQL.

type Who = 'U' | 'D' | 'M';

describe('帮助 (/ks/guide/node/*)', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'D', 'M'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const post = <T>(who: Who, url: string, payload: unknown) => call<T>(s.app, { method: 'POST', url, token: tokens[who], payload });
  const tree = async (who: Who, which: 'descritons' | 'faq-list') => (await post<HelpNode[]>(who, `/ks/guide/node/${which}`, { systemCoding: 'credit_eval', gnCoding: 'credit_eval' })).body.data;

  it('serves the demo help tree: the Chinese guide of each role, an HTML page every user opens by its signed link, in a sandbox', async () => {
    const help = await tree('U', 'descritons');
    expect(help.map((g) => g.groupName)).toEqual(['操作指南']);
    const guides = help[0].children;
    expect(guides.map((g) => [g.groupName, g.fileKind, g.fileName])).toEqual([
      ['企业用户操作指南', 'html', '企业用户操作指南.html'],
      ['管理员操作指南', 'html', '管理员操作指南.html'],
      ['开发者操作指南', 'html', '开发者操作指南.html'],
    ]);
    for (const node of guides) {
      const res = await s.app.inject({ method: 'GET', url: node.filePath });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'.*; sandbox$/);
      expect(res.body).toContain(`<h1>${node.groupName}</h1>`);
    }
  });

  it('serves the FAQ as groups of question/answer entries', async () => {
    const faq = await tree('U', 'faq-list');
    expect(faq[0].groupName).toBe('账号与登录');
    expect(faq.map((g) => g.groupName)).toEqual(['账号与登录', '信用评价', '附件上传', '角色与权限']);
    expect(faq[0].children[0].list[0].question).toBe('忘记密码怎么办？');
    expect(faq[0].children[0].list[0].answer).toMatch(/^在登录页点击“忘记密码”/);
  });

  it('is kept by administrators: groups, entries, a file made readable to all, deletion order', async () => {
    const group = await post<{ id: string }>('M', '/ks/guide/node/save', { kind: 'faq', parentId: null, groupName: '发票', sort: 9 });
    expect([group.status, (group.body as { message: string }).message]).toEqual([200, '帮助内容已保存']);
    const entry = await post<{ id: string }>('M', '/ks/guide/node/save', { kind: 'faq', parentId: group.body.data.id, groupName: '开票', list: [{ question: ' 能开专票吗？ ', answer: '可以。' }] });
    expect((await tree('U', 'faq-list')).find((g) => g.groupName === '发票')?.children[0].list).toEqual([{ question: '能开专票吗？', answer: '可以。' }]);
    // no third level, no help group under an FAQ group
    const deep = await post('M', '/ks/guide/node/save', { kind: 'faq', parentId: entry.body.data.id, groupName: 'x' });
    expect((deep.body as { message: string }).message).toBe('只能在顶级分组下添加条目');
    expect(((await post('M', '/ks/guide/node/save', { kind: 'help', parentId: group.body.data.id, groupName: 'x' })).body as { message: string }).message).toBe('上级分组不存在');
    const busy = await post('M', '/ks/guide/node/delete', { id: group.body.data.id });
    expect((busy.body as { message: string }).message).toBe('请先删除分组下的条目');
    expect((await post('M', '/ks/guide/node/delete', { id: entry.body.data.id })).status).toBe(200);
    expect((await post('M', '/ks/guide/node/delete', { id: group.body.data.id })).status).toBe(200);
    // a help entry's file must be a PDF or a video
    const img = await post('M', '/ks/guide/node/save', { kind: 'help', parentId: 'help-guides', groupName: '图片', fileId: 'demo-xczp' });
    expect((img.body as { message: string }).message).toBe('请上传 PDF 或视频文件');
    const log = await s.ctx.db.selectFrom('op_log').select('action').where('target_type', '=', 'help').execute();
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['help.create', 'help.delete']));
  });

  it('is read by every logged-in user and kept by administrators only', async () => {
    expect((await post('D', '/ks/guide/node/descritons', {})).status).toBe(200);
    expect((await call(s.app, { method: 'POST', url: '/ks/guide/node/descritons', payload: {} })).status).toBe(401);
    for (const who of ['U', 'D'] as const) {
      expect((await post(who, '/ks/guide/node/save', { kind: 'faq', parentId: null, groupName: '越权' })).status).toBe(403);
      expect((await post(who, '/ks/guide/node/delete', { id: 'faq-account' })).status).toBe(403);
    }
  });

  it('lets no upload claim a shared file type', async () => {
    const boundary = 'x-boundary';
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="fileType"', '', 'help', `--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="a.pdf"', 'Content-Type: application/pdf', '', '%PDF-1.4\n%%EOF', `--${boundary}--`, ''].join('\r\n');
    const res = await s.app.inject({ method: 'POST', url: '/ks/file/upload', headers: { authorization: `Bearer ${tokens.U}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect([res.statusCode, (res.json() as { message: string }).message]).toEqual([400, '上传不能使用文件类型 help']);
  });
});
