import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DynamicDetailPage from './DynamicDetailPage';
import { ShellContext, type ShellState } from '../../layout/ShellContext';
import { clearSession, setUser } from '../../session/session';
import { clearUserDrafts, readDraft, writeDraft } from '../../../runtime/core/drafts';
import { localClock } from '../../../runtime/core/local-time';
import { ApiError } from '../../api/client';

// The record form's draft kept in the browser (docs/forms.md "草稿（未保存的内容）").
const calls = vi.hoisted(() => ({ fetchNode: vi.fn(), fetchRecord: vi.fn(), fetchLatest: vi.fn(), fetchMine: vi.fn(), saveRecord: vi.fn(), submitRecord: vi.fn() }));
vi.mock('./detail-calls', () => calls);
const permissions = vi.hoisted(() => ({ formButtons: vi.fn() }));
vi.mock('../../api/permissions', () => ({ permissionsApi: permissions }));

const node = {
  nodeId: 'credit-apply',
  systemCoding: 'credit_eval',
  kind: 'form',
  title: '信用申报',
  version: 1,
  config: { kind: 'form', groups: [{ key: 'g', title: '基本信息', items: [{ bianma: 'qymc', name: '企业名称', type: 'text' }] }] },
};
const EDIT = [{ code: 'edit', name: '编辑', color: '', show: true }];
const stored = (version: number, qymc: string) => ({
  id: 'r1', nodeId: 'credit-apply', status: 'draft', statusText: '草稿', statusColor: '', version, operations: EDIT, data: { qymc }, updatedAt: '2026-12-06T08:00:00.000Z',
});
const USER = 'u-draft-test';
const key = (record: string | null) => ({ user: USER, node: 'credit-apply', record });
const SLOW = { timeout: 15_000 };

function open(url: string) {
  const shell = { area: { systemCoding: 'credit_eval' }, user: null, role: 'U', menus: [], findMenu: () => null, refreshMenus: () => undefined } as unknown as ShellState;
  return render(
    <ShellContext.Provider value={shell}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/dynamicPage/dynamicDetail" element={<DynamicDetailPage />} />
        </Routes>
      </MemoryRouter>
    </ShellContext.Provider>,
  );
}
const nameInput = () => screen.findByPlaceholderText<HTMLInputElement>('请输入企业名称', {}, SLOW);
const pause = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

describe('DynamicDetailPage: drafts kept in the browser', () => {
  beforeEach(async () => {
    setUser({ id: USER, userName: 'e', photo: '', loginRoleType: 'U', roles: [], enterpriseId: null, codeStatus: 0, practicingStatus: 0 } as never);
    await clearUserDrafts(USER);
    permissions.formButtons.mockResolvedValue([{ code: 'save', name: '保存' }]);
    calls.fetchNode.mockResolvedValue(node);
  });
  afterEach(() => {
    cleanup();
    // antd's static toasts (保存成功, 登录已恢复…) live in a root of their own with a timer of their
    // own: left running, the last one fired after the file's window was gone (CI: window is not defined)
    message.destroy();
    vi.resetAllMocks();
    clearSession();
  });

  it('what the user types is kept a moment later; the stored values as loaded are not', async () => {
    calls.fetchLatest.mockResolvedValue(stored(1, '存的名称'));
    open('/dynamicPage/dynamicDetail?id=credit-apply');
    const name = await nameInput();
    await pause(800);
    expect(await readDraft(key('r1'))).toBeNull();
    fireEvent.change(name, { target: { value: '打了一半' } });
    await waitFor(async () => expect((await readDraft(key('r1')))?.values).toEqual({ qymc: '打了一半' }), SLOW);
    expect((await readDraft(key('r1')))?.baseVersion).toBe(1);
  }, 20_000);

  it('a newer draft is put back with 已恢复 HH:mm; 放弃 brings the stored values back and deletes it', async () => {
    const at = Date.now() - 60_000;
    await writeDraft(key('r1'), { qymc: '没保存的' }, 1, at);
    calls.fetchLatest.mockResolvedValue(stored(1, '存的名称'));
    open('/dynamicPage/dynamicDetail?id=credit-apply');
    await waitFor(async () => expect((await nameInput()).value).toBe('没保存的'), SLOW);
    const said = await screen.findByText(`已恢复 ${localClock(at)} 未保存的内容`, {}, SLOW);
    expect(said.closest('[role="status"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /放\s*弃/ }));
    await waitFor(async () => expect((await nameInput()).value).toBe('存的名称'), SLOW);
    expect(screen.queryByText(/已恢复/)).toBeNull();
    expect(await readDraft(key('r1'))).toBeNull();
  }, 20_000);

  it('a draft older than the stored record (saved since, elsewhere) is not offered', async () => {
    await writeDraft(key('r1'), { qymc: '旧草稿' }, 1, Date.parse('2026-12-06T07:00:00.000Z'));
    calls.fetchLatest.mockResolvedValue(stored(2, '别处保存的'));
    open('/dynamicPage/dynamicDetail?id=credit-apply');
    await pause(500);
    expect((await nameInput()).value).toBe('别处保存的');
    expect(screen.queryByText(/已恢复/)).toBeNull();
  }, 20_000);

  it('a save that succeeds deletes the draft of the new record', async () => {
    calls.fetchLatest.mockResolvedValue(null);
    calls.saveRecord.mockResolvedValue({ id: 'r9', version: 1 });
    calls.fetchRecord.mockResolvedValue({ ...stored(1, '新的'), id: 'r9' });
    open('/dynamicPage/dynamicDetail?id=credit-apply&new=1');
    fireEvent.change(await nameInput(), { target: { value: '新的' } });
    await waitFor(async () => expect((await readDraft(key(null)))?.values).toEqual({ qymc: '新的' }), SLOW);
    fireEvent.click(await screen.findByRole('button', { name: /保\s*存/ }, SLOW));
    await waitFor(() => expect(calls.saveRecord).toHaveBeenCalled(), SLOW);
    await waitFor(async () => expect(await readDraft(key(null))).toBeNull(), SLOW);
    expect(await readDraft(key('r9'))).toBeNull();
  }, 20_000);

  const ended = () => new ApiError('登录状态已失效，请重新登录', { kind: 'sessionEnd', message: '登录状态已失效，请重新登录' }, 401, 401);
  const noAnswer = () => new ApiError('请求失败', { kind: 'dialog', message: '请求失败', dialogType: 2 }, undefined, undefined);

  it('a save the session end refused is kept with the draft and offered once more after the login: 重新保存 sends it', async () => {
    calls.fetchLatest.mockResolvedValue(stored(1, '存的名称'));
    calls.saveRecord.mockRejectedValueOnce(ended());
    open('/dynamicPage/dynamicDetail?id=credit-apply');
    fireEvent.change(await nameInput(), { target: { value: '会话结束前打的' } });
    fireEvent.click(await screen.findByRole('button', { name: /保\s*存/ }, SLOW));
    await waitFor(async () => expect(await readDraft(key('r1'))).toMatchObject({ values: { qymc: '会话结束前打的' }, pending: 'save' }), SLOW);
    cleanup();

    // Logged in again, back on the page: the values and the save asked for.
    calls.saveRecord.mockResolvedValue({ id: 'r1', version: 2 });
    calls.fetchRecord.mockResolvedValue(stored(2, '会话结束前打的'));
    open('/dynamicPage/dynamicDetail?id=credit-apply');
    await waitFor(async () => expect((await nameInput()).value).toBe('会话结束前打的'), SLOW);
    const notice = (await screen.findByText('登录已恢复，刚才的保存尚未完成', {}, SLOW)).closest('[role="status"]') as HTMLElement;
    fireEvent.click(notice.querySelector('button')!);
    await waitFor(() => expect(calls.saveRecord).toHaveBeenLastCalledWith({ nodeId: 'credit-apply', id: 'r1', version: 1, data: { qymc: '会话结束前打的' } }), SLOW);
    await waitFor(async () => expect(await readDraft(key('r1'))).toBeNull(), SLOW);
    await waitFor(() => expect(screen.queryByText(/登录已恢复/)).toBeNull(), SLOW);
  }, 30_000);

  it("a new record's save carries a key kept with the draft: the retry after no answer sends the same one", async () => {
    calls.fetchLatest.mockResolvedValue(null);
    calls.saveRecord.mockRejectedValueOnce(noAnswer());
    open('/dynamicPage/dynamicDetail?id=credit-apply&new=1');
    fireEvent.change(await nameInput(), { target: { value: '只建一条' } });
    fireEvent.click(await screen.findByRole('button', { name: /保\s*存/ }, SLOW));
    await waitFor(() => expect(calls.saveRecord).toHaveBeenCalledTimes(1), SLOW);
    const sent = (calls.saveRecord.mock.calls[0]![0] as { saveKey?: string }).saveKey;
    expect(sent).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(async () => expect((await readDraft(key(null)))?.saveKey).toBe(sent), SLOW);
    cleanup();

    // Reloaded: the draft brings the key back; the server says the first attempt did make the record.
    calls.saveRecord.mockResolvedValueOnce({ id: 'r7', version: 1, repeated: true });
    calls.fetchRecord.mockResolvedValue({ ...stored(1, '只建一条'), id: 'r7' });
    open('/dynamicPage/dynamicDetail?id=credit-apply&new=1');
    await waitFor(async () => expect((await nameInput()).value).toBe('只建一条'), SLOW);
    fireEvent.click(await screen.findByRole('button', { name: /保\s*存/ }, SLOW));
    await waitFor(() => expect(calls.saveRecord).toHaveBeenCalledTimes(2), SLOW);
    expect(calls.saveRecord.mock.calls[1]![0]).toMatchObject({ saveKey: sent, data: { qymc: '只建一条' } });
    await waitFor(async () => expect(await readDraft(key(null))).toBeNull(), SLOW);
    // The record already held these values: no edit after it.
    await pause(300);
    expect(calls.saveRecord).toHaveBeenCalledTimes(2);
  }, 30_000);
});
