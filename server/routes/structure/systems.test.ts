import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemSummary } from '../../../schemas';
import { call, startTestServer, type TestServer } from '../../test/harness';

describe('new system and system name (spec 000 §2 new-system dialog, §5)', () => {
  let s: TestServer;
  let dev: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    dev = await s.login('D');
    admin = await s.login('M');
  });
  afterAll(async () => s.close());

  const create = (payload: unknown, token = dev) =>
    call<{ gnName: string; gnCoding: string }>(s.app, { method: 'POST', url: '/ks/config/new/node/system', token, payload });
  const systems = async () =>
    (await call<SystemSummary[]>(s.app, { method: 'GET', url: '/ks/config/new/node/system-list', token: dev })).body.data;

  it('refuses each invalid field with the dialog message, verbatim', async () => {
    const valid = { systemName: '招标投标管理系统', title: '招投标', gnCoding: 'bid_sys' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, systemName: undefined }, '请输入系统全称'],
      [{ ...valid, systemName: '   ' }, '请输入系统全称'],
      [{ ...valid, systemName: null }, '请输入系统全称'],
      [{ ...valid, title: '' }, '请输入系统简称'],
      [{ ...valid, title: undefined }, '请输入系统简称'],
      [{ ...valid, title: '一二三四五六七八九' }, '长度在 1 到 8 个字符'],
      [{ ...valid, gnCoding: '' }, '系统编码格式为字母开头，以及数字、下划线组成'],
      [{ ...valid, gnCoding: undefined }, '系统编码格式为字母开头，以及数字、下划线组成'],
      [{ ...valid, gnCoding: '1bid' }, '系统编码格式为字母开头，以及数字、下划线组成'],
      [{ ...valid, gnCoding: '_bid' }, '系统编码格式为字母开头，以及数字、下划线组成'],
      [{ ...valid, gnCoding: 'bid-sys' }, '系统编码格式为字母开头，以及数字、下划线组成'],
      [{ ...valid, gnCoding: '招标' }, '系统编码格式为字母开头，以及数字、下划线组成'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect({ payload, status: res.status, code: res.body.code, message: res.body.message }).toEqual({ payload, status: 400, code: 400, message });
    }
    expect((await systems()).map((x) => x.systemCoding)).not.toContain('bid_sys');
  });

  it('generates a system: 系统已生成 with gnName and gnCoding; levels default 0; it is listed', async () => {
    const res = await create({ systemName: ' 招标投标管理系统 ', title: '一二三四五六七八', gnCoding: 'Bid_2026' });
    expect(res.body).toEqual({ code: 200, message: '系统已生成', data: { gnName: '招标投标管理系统', gnCoding: 'Bid_2026' } });
    const listed = (await systems()).find((x) => x.systemCoding === 'Bid_2026');
    expect(listed).toMatchObject({ systemName: '招标投标管理系统', title: '一二三四五六七八', gnCode: 'Bid_2026', levels: 0 });
    const log = await s.ctx.db.selectFrom('op_log').selectAll().where('action', '=', 'create-system').where('target_id', '=', 'Bid_2026').execute();
    expect(log).toHaveLength(1);
    expect(log[0].user_name).toBe('配置开发者');
  });

  it('lets an administrator generate a system too, and refuses a code that exists', async () => {
    const res = await create({ systemName: '场地预约系统', title: '场地', gnCoding: 'venue_sys', levels: 2 }, admin);
    expect(res.body.code).toBe(200);
    expect((await systems()).find((x) => x.systemCoding === 'venue_sys')?.levels).toBe(2);
    const again = await create({ systemName: '另一个系统', title: '另一个', gnCoding: 'venue_sys' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('系统编码 venue_sys 已存在，请更换');
    const fixture = await create({ systemName: '信用', title: '信用', gnCoding: 'credit_eval' });
    expect(fixture.body.code).toBe(409);
  });

  it('renames a system: names change, the code never does', async () => {
    const rename = (payload: unknown) => call<SystemSummary>(s.app, { method: 'PUT', url: '/ks/config/structure/system-name', token: dev, payload });
    const res = await rename({ systemCoding: 'Bid_2026', systemName: '招标投标交易系统', title: '招投标' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ systemCoding: 'Bid_2026', systemName: '招标投标交易系统', title: '招投标' });

    const moveCode = await rename({ systemCoding: 'Bid_2026', gnCoding: 'bid_new', systemName: '招标投标交易系统', title: '招投标' });
    expect(moveCode.body).toMatchObject({ code: 400, message: '系统编码生成后不可修改' });
    const unknownField = await rename({ systemCoding: 'Bid_2026', systemCoding2: 'x', systemName: 'x', title: 'x' });
    expect(unknownField.body.code).toBe(400);

    expect((await rename({ systemCoding: 'Bid_2026', systemName: '', title: '招投标' })).body.message).toBe('请输入系统全称');
    expect((await rename({ systemCoding: 'Bid_2026', systemName: '招标', title: '' })).body.message).toBe('请输入系统简称');
    expect((await rename({ systemCoding: 'Bid_2026', systemName: '招标', title: '123456789' })).body.message).toBe('长度在 1 到 8 个字符');
    expect((await rename({ systemCoding: 'no_such', systemName: '招标', title: '招标' })).body).toMatchObject({ code: 404, message: '系统不存在' });

    const codes = (await systems()).map((x) => x.systemCoding);
    expect(codes).toContain('Bid_2026');
    expect(codes).not.toContain('bid_new');
    expect((await systems()).find((x) => x.systemCoding === 'Bid_2026')).toMatchObject({ systemName: '招标投标交易系统', title: '招投标' });
  });

  it('refuses enterprise users', async () => {
    const u = await s.login('U');
    const res = await create({ systemName: '企业系统', title: '企业', gnCoding: 'ent_sys' }, u);
    expect(res.status).toBe(403);
    expect((await systems()).map((x) => x.systemCoding)).not.toContain('ent_sys');
  });
});
