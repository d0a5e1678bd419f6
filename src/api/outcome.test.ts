import { describe, expect, it } from 'vitest';
import { decideOutcome } from './outcome';

const at = (pathname: string) => ({ pathname });

describe('decideOutcome (error catalogue of spec 000 §8)', () => {
  it('accepts HTTP 2xx with code 200', () => {
    expect(decideOutcome({ ...at('/system/pageConfig'), httpStatus: 200, body: { code: 200, message: '成功', data: [] } })).toEqual({ kind: 'ok' });
  });

  it('shows the server message in a dialog when the code is not 200', () => {
    expect(decideOutcome({ ...at('/system/pageConfig'), httpStatus: 200, body: { code: 400, message: '名称重复' } })).toEqual({
      kind: 'dialog',
      message: '名称重复',
      dialogType: 2,
    });
  });

  it('puts the message in the login form on /login and on the root', () => {
    for (const p of ['/login', '/']) {
      expect(decideOutcome({ ...at(p), httpStatus: 400, body: { code: 400, message: '用户名或密码错误' } })).toEqual({
        kind: 'inline',
        message: '用户名或密码错误',
      });
    }
    expect(decideOutcome({ ...at('/login'), httpStatus: 429, body: { code: 429, message: '登录失败次数过多，请15分钟后再试' } })).toMatchObject({
      kind: 'inline',
      message: '登录失败次数过多，请15分钟后再试',
    });
  });

  it('ends the session for 10000, 10001 and 10017 even though HTTP says 401', () => {
    for (const code of [10000, 10001, 10017]) {
      expect(decideOutcome({ ...at('/system/pageConfig'), httpStatus: 401, body: { code, message: '登录已过期，请重新登录' } })).toEqual({
        kind: 'sessionEnd',
        message: '登录已过期，请重新登录',
      });
    }
  });

  it('treats HTTP 401 or the message 未登录 as not logged in', () => {
    expect(decideOutcome({ ...at('/judge'), httpStatus: 401, body: { code: 401, message: '未登录' } })).toEqual({ kind: 'notLoggedIn' });
    expect(decideOutcome({ ...at('/judge'), httpStatus: 200, body: { code: 999, message: '未登录' } })).toEqual({ kind: 'notLoggedIn' });
  });

  it('sends 418 to company info after confirmation', () => {
    expect(decideOutcome({ ...at('/judge'), httpStatus: 418, body: { code: 418, message: '请先完善企业信息' } })).toMatchObject({ kind: 'companyInfo' });
  });

  it('warns on timeout', () => {
    expect(decideOutcome({ ...at('/judge'), timedOut: true })).toEqual({ kind: 'timeout' });
  });

  it('uses dialog type 1 for 5xx and type 2 for other HTTP failures, with the fallback message', () => {
    expect(decideOutcome({ ...at('/judge'), httpStatus: 500, body: '<html>' })).toEqual({ kind: 'dialog', message: '请求失败，请联系管理员！', dialogType: 1 });
    expect(decideOutcome({ ...at('/judge'), httpStatus: 404, body: { code: 404, message: '接口不存在' } })).toEqual({ kind: 'dialog', message: '接口不存在', dialogType: 2 });
    expect(decideOutcome({ ...at('/judge') })).toEqual({ kind: 'dialog', message: '请求失败，请联系管理员！', dialogType: 2 });
  });

  it('does not show 502', () => {
    expect(decideOutcome({ ...at('/judge'), httpStatus: 502 })).toMatchObject({ kind: 'silent' });
  });
});
