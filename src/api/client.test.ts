import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, get, http } from './client';
import { resetSessionEndGuard } from './effects';
import { registerFeedback, registerNavigate, resetFeedback } from '../app/feedback';
import { getToken, setToken } from '../session/session';
import { clearAll, getItem, setItem } from '../session/storage';

const modal = { error: vi.fn(), warning: vi.fn(), confirm: vi.fn(), info: vi.fn() };
const message = { warning: vi.fn(), success: vi.fn(), error: vi.fn() };
const navigate = vi.fn();
let seen: InternalAxiosRequestConfig | null = null;

function answer(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    seen = config;
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
  };
}

beforeEach(() => {
  registerFeedback(modal, message);
  registerNavigate(navigate);
  resetSessionEndGuard();
  window.history.replaceState(null, '', '/system/pageConfig');
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
  clearAll();
});
// The next file in this worker gets antd's own toasts and dialogs back, not these fakes.
afterAll(() => resetFeedback());

describe('API client', () => {
  it('sends the Bearer token and resolves to the envelope data', async () => {
    setToken('tok-1');
    http.defaults.adapter = answer(200, { code: 200, message: '成功', data: [{ id: 's1' }] });
    await expect(get('/ks/config/new/node/system-list')).resolves.toEqual([{ id: 's1' }]);
    expect(AxiosHeaders.from(seen?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(seen?.timeout).toBe(300000);
  });

  it('shows the server message in a dialog for a non-200 code and rejects', async () => {
    http.defaults.adapter = answer(200, { code: 409, message: '系统编码已存在', data: null });
    await expect(get('/ks/x')).rejects.toBeInstanceOf(ApiError);
    expect(modal.warning).toHaveBeenCalledWith(expect.objectContaining({ content: '系统编码已存在' }));
  });

  it('leaves login-page messages to the form', async () => {
    window.history.replaceState(null, '', '/login');
    http.defaults.adapter = answer(400, { code: 400, message: '用户名或密码错误', data: null });
    await expect(get('/ks/common/login')).rejects.toThrow('用户名或密码错误');
    expect(modal.warning).not.toHaveBeenCalled();
    expect(modal.error).not.toHaveBeenCalled();
  });

  it('on a revoked session shows one dialog, then clears storage and goes to /login after 500 ms', async () => {
    vi.useFakeTimers();
    setToken('tok-2');
    setItem('theme', 'dark', 'local');
    http.defaults.adapter = answer(401, { code: 10001, message: '登录状态已失效，请重新登录', data: null });
    await Promise.allSettled([get('/ks/a'), get('/ks/b')]);
    expect(modal.warning).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('tok-2');
    vi.advanceTimersByTime(500);
    expect(getToken()).toBeNull();
    expect(getItem('theme', 'local')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('uses an error dialog for 5xx with the fallback text', async () => {
    http.defaults.adapter = answer(500, 'Internal');
    await expect(get('/ks/x')).rejects.toThrow('请求失败，请联系管理员！');
    expect(modal.error).toHaveBeenCalledWith(expect.objectContaining({ content: '请求失败，请联系管理员！' }));
  });

  it('warns 请求超时 when the request times out', async () => {
    http.defaults.adapter = async (config) => {
      throw new AxiosError('timeout', AxiosError.ECONNABORTED, config);
    };
    await expect(get('/ks/x')).rejects.toThrow('请求超时');
    expect(message.warning).toHaveBeenCalledWith('请求超时');
  });

  it('asks before sending a 418 to company info', async () => {
    http.defaults.adapter = answer(418, { code: 418, message: '请先完善企业信息', data: null });
    await expect(get('/ks/x')).rejects.toBeInstanceOf(ApiError);
    const args = modal.confirm.mock.calls[0][0] as { onOk: () => void };
    expect(navigate).not.toHaveBeenCalled();
    args.onOk();
    expect(navigate).toHaveBeenCalledWith('/system/companyInfo?type=1');
  });
});
