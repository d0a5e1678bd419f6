import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueCall } from '../../schemas/catalogue';
import { ApiError } from '../api/client';

const calls: Array<{ method?: string; url?: string; data?: unknown; params?: unknown; quiet?: boolean }> = [];
let answer: (config: { method?: string; url?: string }) => unknown = () => null;
vi.mock('../api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/client')>();
  const request = async (config: { method?: string; url?: string; data?: unknown; quiet?: boolean }) => {
    calls.push(config);
    const a = answer(config);
    if (a instanceof Error) throw a;
    return a;
  };
  return {
    ...real,
    request,
    get: (url: string, config = {}) => request({ ...config, method: 'GET', url }),
    post: (url: string, data: unknown, config = {}) => request({ ...config, method: 'POST', url, data }),
  };
});
const { createCallsApi } = await import('./calls-api');

const refusal = (status: number, message: string, kind = 'dialog') => new ApiError(message, { kind, message, dialogType: 2 } as ApiError['outcome'], status, status);
const ROW: CatalogueCall = {
  path: '/ks/material/price/city-list',
  method: 'POST',
  access: 'public',
  operation: 'distinct',
  nodeId: 'price-list',
  field: 'city',
  params: [],
  fixed: [],
  answer: { envelope: 'result' },
  summary: '材料价格的城市',
};
afterEach(() => {
  calls.length = 0;
});

describe('the 接口 panel’s calls over the client', () => {
  it('reads a system’s calls with a quiet GET and saves the whole list with the version read', async () => {
    answer = () => ({ systemCoding: 'material_price', version: 3, calls: [ROW] });
    const api = createCallsApi();
    expect((await api.load('material_price')).version).toBe(3);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/ks/config/structure/calls', params: { systemCoding: 'material_price' }, quiet: true });
    answer = () => ({ version: 4 });
    expect(await api.save({ systemCoding: 'material_price', version: 3, calls: [ROW] })).toEqual({ kind: 'saved', version: 4 });
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/ks/config/structure/calls/save', data: { systemCoding: 'material_price', version: 3, calls: [ROW] }, quiet: true });
  });

  it('a stale version and a clash come back as the server’s message, to be shown beside what was typed', async () => {
    const api = createCallsApi();
    answer = () => refusal(409, '接口配置已被他人修改（当前版本 5），请重新读取后再保存');
    expect(await api.save({ systemCoding: 's', version: 4, calls: [ROW] })).toEqual({ kind: 'refused', stale: true, message: '接口配置已被他人修改（当前版本 5），请重新读取后再保存' });
    answer = () => refusal(400, '路径 /ks/monitor/table-list 是平台的引擎接口，不能再配置');
    expect(await api.save({ systemCoding: 's', version: 4, calls: [ROW] })).toEqual({ kind: 'refused', stale: false, message: '路径 /ks/monitor/table-list 是平台的引擎接口，不能再配置' });
  });

  it('a session that ended is left to the shell', async () => {
    answer = () => refusal(401, '登录已过期', 'sessionEnd');
    await expect(createCallsApi().save({ systemCoding: 's', version: 1, calls: [] })).rejects.toThrow('登录已过期');
  });

  it('试调用 posts the row, the demo role and the input', async () => {
    answer = () => ({ status: 200, contentType: 'application/json', body: { code: 200, result: ['重庆'] } });
    const got = await createCallsApi().tryCall({ systemCoding: 'material_price', call: ROW, as: 'anonymous', input: { qymc: '华建' } });
    expect(got.body).toEqual({ code: 200, result: ['重庆'] });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/ks/config/structure/calls/try', data: { call: ROW, as: 'anonymous', input: { qymc: '华建' } }, quiet: true });
  });
});
