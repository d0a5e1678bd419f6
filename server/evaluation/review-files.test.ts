import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { storeFile } from '../detection/test-kit';
import type { BatchUpload, ReviewFiles, UploadNotice } from '../../schemas/trade-files';
import type { MessagePage } from '../../schemas/messages';

// 评审文件 (docs/bidding.md "评审文件"): a drawn expert attaches their uploaded files to the demo
// project's review, cannot attach another's file, an enterprise is no reviewer; the upload notice
// reaches the other experts and the administrators in the message centre once. SQLite, and PostgreSQL with DATABASE_URL.
const XM = 'trade-project-list-0004';

describe('review files: batch upload and the upload notice', () => {
  let s: TestServer;
  const t: Record<string, string> = {};
  const id: Record<string, string> = {};
  const post = <T,>(url: string, who: string, payload: object) => call<T>(s.app, { method: 'POST', url, token: t[who], payload });
  const file = (who: string, name: string) => storeFile(s.ctx.db, s.ctx.dialect, s.ctx.uploadDir!, Buffer.from(`%PDF-1.4 ${name}`), name, { userId: id[who], enterpriseId: null });

  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'M'] as const) t[who] = await s.login(who);
    for (const n of [1, 2, 3]) {
      t[`E${n}`] = await s.login({ username: `expert${n}`, password: `Expert${n}@2026` });
      id[`E${n}`] = (await s.ctx.db.selectFrom('users').select('id').where('username', '=', `expert${n}`).executeTakeFirstOrThrow()).id;
    }
  });
  afterAll(async () => s?.close());

  it('an expert attaches their files once; another expert’s file or an enterprise caller is refused and nothing is stored', async () => {
    const [a, b] = [await file('E1', '评审意见.pdf'), await file('E1', '现场照片.pdf')];
    const first = await post<BatchUpload>('/ks/trade/review/batch-upload', 'E1', { xmId: XM, files: [{ fileId: a }, { fileId: b }] });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('已上传 2 个评审文件');
    expect(first.body.data.files.map((f) => [f.fileName, f.notified])).toEqual([['现场照片.pdf', false], ['评审意见.pdf', false]]);
    const again = await post<BatchUpload>('/ks/trade/review/batch-upload', 'E1', { xmId: XM, files: [{ fileId: a }] });
    expect(again.body.data.added).toBe(0);
    expect(again.body.data.files).toHaveLength(2);

    const foreign = await file('E2', '别人的文件.pdf');
    const c = await file('E1', '第三份.pdf');
    const refused = await post('/ks/trade/review/batch-upload', 'E1', { xmId: XM, files: [{ fileId: c }, { fileId: foreign }] });
    expect([refused.status, refused.body.message]).toEqual([404, '文件不存在']);
    const dup = await post('/ks/trade/review/batch-upload', 'E1', { xmId: XM, files: [{ fileId: c }, { fileId: c }] });
    expect([dup.status, dup.body.message]).toEqual([400, '同一个文件不能重复上传']);
    const ent = await post('/ks/trade/review/batch-upload', 'U', { xmId: XM, files: [{ fileId: c }] });
    expect([ent.status, ent.body.message]).toEqual([403, '当前账号不是评审专家']);
    const rows = await s.ctx.db.selectFrom('review_files').select('file_id').where('project_id', '=', XM).execute();
    expect(rows.map((r) => r.file_id).sort()).toEqual([a, b].sort());
  });

  it('the upload notice reaches the other experts and the administrators once, and only files not yet announced', async () => {
    const admins = await s.ctx.db.selectFrom('users').select('id').where('login_role_type', '=', 'M').where('disabled', '=', 0).execute();
    await post('/ks/trade/review/batch-upload', 'E1', { xmId: XM, files: [{ fileId: await file('E1', '通知前.pdf') }] });
    const sent = await post<UploadNotice>('/ks/message/v1/publish/upload-notice', 'E1', { xmId: XM });
    expect(sent.status).toBe(200);
    expect(sent.body.data.recipients).toBe(2 + admins.length);
    expect(sent.body.message).toBe(`已通知 ${2 + admins.length} 人`);
    const inbox = await post<MessagePage>('/ks/message/v1/audit/rejected-msg', 'E2', {});
    const notice = inbox.body.data.records.find((m) => m.kind === 'notice');
    expect(notice).toMatchObject({ title: '「滨江新区智慧路灯采购项目（2标段）」的评审文件已上传', businessId: XM, read: false });
    expect(notice!.businessName).toMatch(/^.+为项目「滨江新区智慧路灯采购项目（2标段）」上传了 \d+ 个评审文件$/);
    expect((await post<MessagePage>('/ks/message/v1/audit/rejected-msg', 'M', {})).body.data.records.some((m) => m.kind === 'notice')).toBe(true);
    // the sender gets none; nothing new to announce answers 400
    expect((await post<MessagePage>('/ks/message/v1/audit/rejected-msg', 'E1', {})).body.data.records.some((m) => m.kind === 'notice')).toBe(false);
    const again = await post('/ks/message/v1/publish/upload-notice', 'E1', { xmId: XM });
    expect([again.status, again.body.message]).toEqual([400, '没有尚未通知的评审文件，请先上传']);
    const logged = await s.ctx.db.selectFrom('op_log').select('action').where('target_id', '=', XM).where('action', 'like', 'review.%').execute();
    expect(logged.map((l) => l.action)).toContain('review.upload-notice');
  });
  it('lists the review files to every drawn expert, whose link downloads another expert’s file; others get neither', async () => {
    const [mine] = [await file('E1', '专家一的评审意见.pdf')];
    await post('/ks/trade/review/batch-upload', 'E1', { xmId: XM, files: [{ fileId: mine }] });
    const listed = await post<ReviewFiles>('/ks/trade/review/files', 'E2', { xmId: XM });
    expect(listed.status).toBe(200);
    const row = listed.body.data.files.find((f) => f.fileId === mine);
    const uploader = (await s.ctx.db.selectFrom('users').select('user_name').where('id', '=', id.E1).executeTakeFirstOrThrow()).user_name;
    expect(row).toMatchObject({ fileName: '专家一的评审意见.pdf', uploaderName: uploader });
    expect(row!.downloadUrl).toMatch(new RegExp(`^/ks/file/signed/${mine}\\?u=`));
    // E2 did not upload it, yet reads it: by its signed link (no login) and by the plain download
    const byLink = await s.app.inject({ method: 'GET', url: row!.downloadUrl });
    expect([byLink.statusCode, byLink.body]).toEqual([200, '%PDF-1.4 专家一的评审意见.pdf']);
    expect((await s.app.inject({ method: 'GET', url: `/ks/file/download/${mine}`, headers: { authorization: `Bearer ${t.E2}` } })).statusCode).toBe(200);
    // an enterprise neither lists nor downloads; an expert whose draw is withdrawn loses both
    const ent = await post('/ks/trade/review/files', 'U', { xmId: XM });
    expect([ent.status, ent.body.message]).toEqual([403, '当前账号不是评审专家']);
    expect((await s.app.inject({ method: 'GET', url: `/ks/file/download/${mine}`, headers: { authorization: `Bearer ${t.U}` } })).statusCode).toBe(404);
    const e3 = await s.ctx.db.selectFrom('evaluation_experts').select('expert_id').where('user_id', '=', id.E3).executeTakeFirstOrThrow();
    const declined = () => s.ctx.db.updateTable('expert_draw_members').where('project_id', '=', XM).where('expert_id', '=', e3.expert_id);
    await declined().set({ state: 'declined' }).execute();
    try {
      const refused = await post('/ks/trade/review/files', 'E3', { xmId: XM });
      expect([refused.status, refused.body.message]).toEqual([403, '您未被抽取为该项目的评审专家']);
      expect((await s.app.inject({ method: 'GET', url: `/ks/file/download/${mine}`, headers: { authorization: `Bearer ${t.E3}` } })).statusCode).toBe(404);
    } finally {
      await declined().set({ state: 'drawn' }).execute();
    }
    // a project without review files answers an empty list (administrators read every project)
    const none = await post<ReviewFiles>('/ks/trade/review/files', 'M', { xmId: 'trade-project-list-0001' });
    expect([none.status, none.body.data.files]).toEqual([200, []]);
  });
});
