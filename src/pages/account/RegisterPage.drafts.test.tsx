import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RegisterPage from './RegisterPage';
import { readDraft } from '../../../runtime/core/drafts';

// 企业注册 keeps what was typed in the browser (docs/forms.md "草稿"), never the password.
const registerApi = vi.hoisted(() => ({ sendRegisterCode: vi.fn(), verifyEnterprise: vi.fn(), checkRegisterCode: vi.fn(), register: vi.fn() }));
vi.mock('../../api/register', () => ({ registerApi }));
vi.mock('../../api/portal', () => ({ fetchPlatform: () => Promise.resolve({ platformName: '测试平台', describe: '', filingsCoding: '', version: '1' }) }));
vi.mock('../login/captcha', async (importOriginal) => ({ ...(await importOriginal<typeof import('../login/captcha')>()), fetchCaptcha: vi.fn(() => new Promise(() => undefined)) }));

const KEY = { user: '', node: 'register', record: null };
const SLOW = { timeout: 15_000 };
const open = () =>
  render(
    <MemoryRouter initialEntries={['/register']}>
      <RegisterPage />
    </MemoryRouter>,
  );

describe('RegisterPage: what was typed is kept in the browser', () => {
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
  });

  it('keeps the details (never the password), offers them back on reopening; 放弃 deletes them', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('企业名称', {}, SLOW), { target: { value: '草稿建设有限公司' } });
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('登录密码'), { target: { value: 'Secret@2026' } });
    await waitFor(async () => expect((await readDraft(KEY))?.values).toEqual({ entName: '草稿建设有限公司', contactName: '张三' }), SLOW);
    cleanup();

    open();
    await waitFor(() => expect((screen.getByLabelText('企业名称') as HTMLInputElement).value).toBe('草稿建设有限公司'), SLOW);
    expect((screen.getByLabelText('联系人') as HTMLInputElement).value).toBe('张三');
    expect((screen.getByLabelText('登录密码') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/^已恢复 \d{2}:\d{2} 未保存的内容$/).closest('[role="status"]')).not.toBeNull();

    // 放弃: the fields empty again, nothing kept.
    fireEvent.click(screen.getByRole('button', { name: /放\s*弃/ }));
    await waitFor(() => expect((screen.getByLabelText('企业名称') as HTMLInputElement).value).toBe(''), SLOW);
    await waitFor(async () => expect(await readDraft(KEY)).toBeNull(), SLOW);
  }, 40_000);
});
