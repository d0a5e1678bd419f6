import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldOption } from '../../../schemas';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { WHERE_STR_MESSAGE } from './index';

const labels = (list: FieldOption[]) => list.map((o) => o.label);

describe('dropdown options and qualification tree', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await s.login('U');
  });
  afterAll(async () => s.close());

  const pullDown = (payload: Record<string, unknown>) =>
    call<FieldOption[]>(s.app, { method: 'POST', url: '/ks/base/dictionary/config/dic/pull-down', token, payload: { systemCoding: 'credit_eval', gnCoding: 'credit_eval', ...payload } });

  it('answers the roots as a tree, in both result and data', async () => {
    const res = await pullDown({ displayCode: 'region' });
    expect(res.body.code).toBe(200);
    expect(labels(res.body.data)).toEqual(['浙江省', '江苏省', '安徽省']);
    expect((res.body as unknown as { result: FieldOption[] }).result).toEqual(res.body.data);
    const hz = res.body.data[0].children?.[0];
    expect(hz).toMatchObject({ label: '杭州市', value: '330100' });
    expect(labels(hz?.children ?? [])).toEqual(['上城区', '拱墅区', '西湖区', '滨江区']);
    // A leaf carries no empty children array: a cascader would show an empty column for it.
    expect(hz?.children?.[0]).toEqual({ label: '上城区', value: '330102' });
  });

  it('answers the children of the parent value sent as key (string or number)', async () => {
    const cities = await pullDown({ displayCode: 'region', key: '330000' });
    expect(labels(cities.body.data)).toEqual(['杭州市', '宁波市', '温州市']);
    const counties = await pullDown({ displayCode: 'region', key: 320500 });
    expect(labels(counties.body.data)).toEqual(['姑苏区', '吴中区', '相城区']);
    const leaf = await pullDown({ displayCode: 'region', key: '330102' });
    expect(leaf.body).toMatchObject({ code: 200, data: [] });
  });

  it('reads a key from a parent of another list as no key, and filters by whereStr instead', async () => {
    // The runtime sends the parent's value both as key and in whereStr ({ qyType: 'zj' }).
    const res = await pullDown({ displayCode: 'zypsfw', key: 'zj', whereStr: JSON.stringify({ qyType: 'zj' }) });
    expect(labels(res.body.data)).toEqual(['造价咨询']);
  });

  it('filters by the parent conditions in whereStr', async () => {
    const zj = await pullDown({ displayCode: 'zypsfw', whereStr: JSON.stringify({ qyType: 'zj' }) });
    expect(labels(zj.body.data)).toEqual(['造价咨询']);
    expect(zj.body.data[0].children?.length).toBe(3);
    const sgOrZj = await pullDown({ displayCode: 'zypsfw', whereStr: JSON.stringify({ qyType: ['sg', 'zj'] }) });
    expect(labels(sgOrZj.body.data)).toEqual(['房屋建筑', '市政工程', '造价咨询']);
    // Empty parent values impose nothing, and options that do not declare an attribute are kept.
    const empty = await pullDown({ displayCode: 'zypsfw', whereStr: JSON.stringify({ qyType: '', other: null }) });
    expect(empty.body.data.length).toBe(3);
    const undeclared = await pullDown({ displayCode: 'region', key: '330000', whereStr: JSON.stringify({ province: '330000' }) });
    expect(labels(undeclared.body.data)).toEqual(['杭州市', '宁波市', '温州市']);
  });

  it('refuses a whereStr that is not a JSON object, in Chinese', async () => {
    for (const whereStr of ['{qyType:sg}', '[1,2]', '"sg"', '{"a":{"b":1}}']) {
      const res = await pullDown({ displayCode: 'zypsfw', whereStr });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, message: WHERE_STR_MESSAGE, data: null });
    }
  });

  it('marks disabled options and reads an unknown display code as an empty list', async () => {
    const types = await pullDown({ displayCode: 'qyType' });
    expect(types.body.data.find((o) => o.value === 'qt')).toMatchObject({ label: '其他（停用）', isDisabled: true });
    expect((await pullDown({ displayCode: 'no-such-list' })).body).toMatchObject({ code: 200, data: [] });
  });

  it("uses a system's own rows for a display code instead of the shared ones", async () => {
    await s.ctx.db
      .insertInto('dictionary')
      .values({ system_coding: 'trade_service', display_code: 'qyType', parent_key: null, value: 'tb', label: '投标人', sort: 0, is_disabled: 0, cur_info: '{}', range_key: '', full_name: '', level_rank: null })
      .execute();
    const trade = await pullDown({ displayCode: 'qyType', systemCoding: 'trade_service' });
    expect(labels(trade.body.data)).toEqual(['投标人']);
    expect(labels((await pullDown({ displayCode: 'qyType' })).body.data)).toContain('施工企业');
  });

  it('answers a list whose rows loop back to an ancestor once per value, and ends', async () => {
    const row = (value: string, parent: string | null, label: string) => ({ system_coding: 'credit_eval', display_code: 'loop', parent_key: parent, value, label, sort: 0, is_disabled: 0, cur_info: '{}', range_key: '', full_name: '', level_rank: null });
    // Values are unique in a list, so a loop has no root: it is reached through a key.
    await s.ctx.db.insertInto('dictionary').values([row('a', 'c', '甲'), row('b', 'a', '乙'), row('c', 'b', '丙')]).execute();
    expect((await pullDown({ displayCode: 'loop' })).body).toMatchObject({ code: 200, data: [] });
    const res = await pullDown({ displayCode: 'loop', key: 'a' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual([{ label: '乙', value: 'b', children: [{ label: '丙', value: 'c', children: [{ label: '甲', value: 'a' }] }] }]);
  });

  it('answers 404 for a system the caller cannot see, and checks the body', async () => {
    await s.ctx.db
      .insertInto('systems')
      .values({ id: 'sys-admin-only', system_coding: 'admin_only', system_name: '内部系统', title: '内部', levels: 0, roles: '["M"]', created_at: new Date().toISOString(), created_by: null })
      .execute();
    const res = await pullDown({ displayCode: 'region', systemCoding: 'admin_only' });
    expect(res.body).toEqual({ code: 404, message: '系统不存在或无权访问', data: null });
    const admin = await call(s.app, { method: 'POST', url: '/ks/base/dictionary/config/dic/pull-down', token: await s.login('M'), payload: { displayCode: 'region', systemCoding: 'admin_only' } });
    expect(admin.body.code).toBe(200);
    const missing = await call(s.app, { method: 'POST', url: '/ks/base/dictionary/config/dic/pull-down', token, payload: { systemCoding: 'credit_eval' } });
    expect(missing.body).toMatchObject({ code: 400, message: '缺少必填字段 displayCode' });
  });

  it('answers the qualification tree: categories → qualifications → levels, highest level first', async () => {
    const res = await call<FieldOption[]>(s.app, {
      method: 'POST',
      url: '/ks/node/field/value-range',
      token,
      payload: { gnCoding: 'credit_eval', systemCoding: 'credit_eval', displayCode: 'qualification' },
    });
    expect(res.body.code).toBe(200);
    expect(labels(res.body.data)).toEqual(['施工总承包', '专业承包', '工程设计']);
    const building = res.body.data[0].children?.[0];
    expect(building).toMatchObject({ label: '建筑工程施工总承包', value: 'A01' });
    expect(building?.children).toEqual([
      { label: '特级', value: 'A01-0', curInfo: { levelRank: 0 }, rangeKey: 'A01', fullName: '建筑工程施工总承包特级' },
      { label: '一级', value: 'A01-1', curInfo: { levelRank: 1 }, rangeKey: 'A01', fullName: '建筑工程施工总承包一级' },
      { label: '二级', value: 'A01-2', curInfo: { levelRank: 2 }, rangeKey: 'A01', fullName: '建筑工程施工总承包二级' },
      { label: '三级', value: 'A01-3', curInfo: { levelRank: 3 }, rangeKey: 'A01', fullName: '建筑工程施工总承包三级' },
    ]);
    const rows = await s.ctx.db.selectFrom('dictionary').select(['value', 'level_rank']).where('display_code', '=', 'qualification').where('value', '=', 'C01-2').execute();
    expect(rows).toEqual([{ value: 'C01-2', level_rank: 2 }]);
  });

  it("narrows the qualification tree to the picker's filter values", async () => {
    const res = await call<FieldOption[]>(s.app, {
      method: 'POST',
      url: '/ks/node/field/value-range',
      token,
      payload: { systemCoding: 'credit_eval', displayCode: 'qualification', filter: 'A02,gcsj' },
    });
    expect(labels(res.body.data)).toEqual(['施工总承包', '工程设计']);
    expect(labels(res.body.data[0].children ?? [])).toEqual(['市政公用工程施工总承包']);
    expect(res.body.data[1].children?.length).toBe(2);
  });
});
