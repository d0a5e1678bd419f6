import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { SAVE_FAILED, holdsAll, saveFailureText, saveOnce } from './save-failure';

const calls = vi.hoisted(() => ({ saveRecord: vi.fn(), fetchRecord: vi.fn() }));
vi.mock('./detail-calls', () => calls);

const dialog = (message: string) => ({ kind: 'dialog' as const, message, dialogType: 2 as const });
const noAnswer = () => new ApiError('请求失败', dialog('请求失败'), undefined, undefined);
const stale = () => new ApiError('数据已被他人修改，请刷新后重试', dialog('数据已被他人修改，请刷新后重试'), 409, 409);

describe('saveFailureText', () => {
  it('names a network failure, a timeout and a 5xx; leaves refusals and session ends to their own messages', () => {
    expect(saveFailureText(noAnswer())).toBe(SAVE_FAILED.network);
    expect(saveFailureText(new ApiError('超时', { kind: 'timeout' }, undefined, undefined))).toBe(SAVE_FAILED.timeout);
    expect(saveFailureText(new ApiError('x', { ...dialog('x'), dialogType: 1 }, 500, 500))).toBe(SAVE_FAILED.server);
    expect(saveFailureText(new ApiError('x', { kind: 'silent', message: 'x' }, undefined, 502))).toBe(SAVE_FAILED.server);
    expect(saveFailureText(stale())).toBeNull();
    expect(saveFailureText(new ApiError('企业名称必填', dialog('企业名称必填'), 400, 400))).toBeNull();
    expect(saveFailureText(new ApiError('会话结束', { kind: 'sessionEnd', message: '会话结束' }, 401, 401))).toBeNull();
    expect(saveFailureText([{ path: 'qymc' }])).toBeNull();
  });
});

describe('saveOnce', () => {
  afterEach(() => vi.resetAllMocks());
  const body = { nodeId: 'credit-apply', id: 'r1', version: 3, data: { qymc: '甲', list: [{ b: 1, a: 2 }] } };

  it('a resend refused as stale because its first attempt was stored answers that stored version: no second version', async () => {
    calls.saveRecord.mockRejectedValueOnce(stale());
    calls.fetchRecord.mockResolvedValueOnce({ id: 'r1', version: 4, data: { list: [{ a: 2, b: 1 }], qymc: '甲', extra: 1 } });
    await expect(saveOnce(body)).resolves.toEqual({ id: 'r1', version: 4 });
    expect(calls.saveRecord).toHaveBeenCalledTimes(1);
  });

  it("someone else's change stays the 409 it is", async () => {
    const e = stale();
    calls.saveRecord.mockRejectedValueOnce(e);
    calls.fetchRecord.mockResolvedValueOnce({ id: 'r1', version: 4, data: { qymc: '乙', list: [{ a: 2, b: 1 }] } });
    await expect(saveOnce(body)).rejects.toBe(e);
  });

  it('other failures pass through without a read', async () => {
    const e = noAnswer();
    calls.saveRecord.mockRejectedValueOnce(e);
    await expect(saveOnce(body)).rejects.toBe(e);
    expect(calls.fetchRecord).not.toHaveBeenCalled();
  });

  it("a create repeated with its key whose first attempt stored other values saves this one's over it, as an edit", async () => {
    const create = { nodeId: 'credit-apply', data: { qymc: '改过的' }, saveKey: 'k'.repeat(32) };
    calls.saveRecord.mockResolvedValueOnce({ id: 'r5', version: 1, repeated: true }).mockResolvedValueOnce({ id: 'r5', version: 2 });
    calls.fetchRecord.mockResolvedValueOnce({ id: 'r5', version: 1, data: { qymc: '第一次的' } });
    await expect(saveOnce(create)).resolves.toEqual({ id: 'r5', version: 2 });
    expect(calls.saveRecord).toHaveBeenLastCalledWith({ nodeId: 'credit-apply', id: 'r5', version: 1, data: { qymc: '改过的' } });
  });

  it('holdsAll compares the sent keys only, whatever the key order', () => {
    expect(holdsAll({ a: { x: 1, y: 2 }, z: 0 }, { a: { y: 2, x: 1 } })).toBe(true);
    expect(holdsAll({ a: 1 }, { a: 1, b: '' })).toBe(false);
    expect(holdsAll({}, { b: null })).toBe(true);
  });
});
