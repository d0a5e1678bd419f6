import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fastJsonStringify from 'fast-json-stringify';
import { Envelope, FieldOption, TableListData } from '../../../schemas';
import { startTestServer, type TestServer } from '../../test/harness';

type JsonSchema = Parameters<typeof fastJsonStringify>[0];
import { NODE, seedRecord } from './test-kit';

// table-list writes its answer with one JSON.stringify instead of the schema's serializer
// (server/http/envelope.ts `plainJsonSerializer`): the text must be what the schema's would write.

/** Values a record's document may hold that a serializer could write differently. */
const AWKWARD = {
  qymc: '引号"与\\反斜杠\n换行\t制表 </script> \u2028 😀',
  // (No lone surrogate: PostgreSQL's jsonb refuses one.)
  xmmc: '\u0001 控制字符 \u001f',
  pf: 73.33,
  zero: -0,
  big: 1e21,
  yes: true,
  none: null,
  list: [1, '二', { three: [null] }],
  nested: { a: { b: 'c' } },
  empty: '',
  // A data key named like a fixed field never overrides it (toListRow).
  status: 'forged',
  operations: 'forged',
};

describe('table-list answer text', () => {
  let s: TestServer;
  let token = '';
  // the labels' inline options refer to FieldOption, which the server registers once
  const bySchema = fastJsonStringify(Envelope(TableListData) as unknown as JsonSchema, { schema: { FieldOption: FieldOption as unknown as JsonSchema } });
  beforeAll(async () => {
    s = await startTestServer();
    token = await s.login('U');
    await seedRecord(s.ctx.db, 'passed', { data: AWKWARD });
    await seedRecord(s.ctx.db, 'draft', { data: { qymc: '草稿企业' } });
  });
  afterAll(async () => s.close());

  const listText = async (payload: object) => {
    const res = await s.app.inject({ method: 'POST', url: '/ks/monitor/table-list', headers: { authorization: `Bearer ${token}` }, payload });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return { status: res.statusCode, text: res.body };
  };

  it('is, byte for byte, what the schema serializer writes for the same page', async () => {
    const { status, text } = await listText({ nodeId: NODE, pageSize: 50 });
    expect(status).toBe(200);
    const answer = JSON.parse(text) as { data: { records: Array<Record<string, unknown>>; total: number } };
    expect(answer.data.total).toBeGreaterThan(2);
    const awkward = answer.data.records.find((r) => r.qymc === AWKWARD.qymc)!;
    expect(awkward).toMatchObject({ xmmc: AWKWARD.xmmc, list: AWKWARD.list, nested: AWKWARD.nested, none: null, zero: 0, status: 'passed' });
    expect(Array.isArray(awkward.operations)).toBe(true);
    expect(text).toBe(bySchema(answer));
  });

  it('an error answer keeps the error envelope', async () => {
    const { status, text } = await listText({ nodeId: 'no-such-node' });
    expect(status).toBe(404);
    expect(JSON.parse(text)).toEqual({ code: 404, message: '功能节点不存在', data: null });
  });
});
