import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';

// 意见反馈 (docs/shell.md "意见反馈") on SQLite or, with DATABASE_URL, PostgreSQL.

type Who = 'U' | 'D' | 'M';

describe('意见反馈 (/ks/feedback/*)', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'D', 'M'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const post = <T>(who: Who, url: string, payload: unknown) => call<T>(s.app, { method: 'POST', url, token: tokens[who], payload });

  it('is sent only with text, keeps the score and the ticked items, and is logged', async () => {
    const opinion = `希望增加批量导入${Date.now()}`;
    const blank = await post('U', '/ks/feedback/add?systemCoding=credit_eval', [
      { evaluateType: 'score', question: '总体评价', score: 2 },
      { evaluateType: 'opinion', question: '   ' },
    ]);
    expect([blank.status, (blank.body as { message: string }).message]).toEqual([400, '请填写意见后再提交']);
    const odd = await post('U', '/ks/feedback/add', [{ evaluateType: 'product', question: '不存在的选项' }, { evaluateType: 'opinion', question: opinion }]);
    expect((odd.body as { message: string }).message).toBe('「不存在的选项」不是问卷中的选项');

    const sent = await post('U', '/ks/feedback/add?systemCoding=credit_eval', [
      { evaluateType: 'score', question: '总体评价', score: 4 },
      { evaluateType: 'product', question: '操作便捷' },
      { evaluateType: 'service', question: '响应及时' },
      { evaluateType: 'opinion', question: ` ${opinion} ` },
    ]);
    expect([sent.status, (sent.body as { message: string }).message]).toEqual([200, '感谢您的反馈！']);

    const list = await post<{ records: Array<Record<string, unknown>>; total: number }>('M', '/ks/feedback/list', { systemCoding: 'credit_eval' });
    expect(list.body.data.records[0]).toMatchObject({ userName: '华建工程有限公司', systemCoding: 'credit_eval', score: 4, scoreText: '完美', product: ['操作便捷'], service: ['响应及时'], opinion });
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'user_name']).where('action', '=', 'feedback.add').execute();
    expect(log.length).toBeGreaterThanOrEqual(1);
  });

  it('is for non-developers to send and for administrators and developers to read', async () => {
    expect((await post('D', '/ks/feedback/add', [{ evaluateType: 'opinion', question: '开发人员的意见' }])).status).toBe(403);
    expect((await post('U', '/ks/feedback/list', {})).status).toBe(403);
    expect((await post('D', '/ks/feedback/list', {})).status).toBe(200);
    expect((await post('U', '/ks/feedback/add', [{ evaluateType: 'score', question: '总体评价', score: 6 }, { evaluateType: 'opinion', question: 'x' }])).status).toBe(400);
  });
});
