import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutAndLeave } from './logout';
import { clearSession, setUser } from '../session/session';
import { readDraft, writeDraft } from '../../runtime/core/drafts';
import { readDesignDraft, writeDesignDraft } from '../../designer/store/drafts';

vi.mock('../api/auth', () => ({ logout: vi.fn().mockResolvedValue(undefined) }));
vi.mock('./feedback', () => ({ feedback: { message: () => ({ success: vi.fn() }) }, reloadTo: vi.fn() }));

const mine = { user: 'u-leaving', node: 'credit-apply', record: null };
const other = { user: 'u-staying', node: 'credit-apply', record: null };

describe('logout and drafts', () => {
  afterEach(() => clearSession());

  it("退出登录 deletes the user's drafts kept in the browser, not another user's", async () => {
    setUser({ id: 'u-leaving', userName: 'e', photo: '', loginRoleType: 'U', roles: [], enterpriseId: null, codeStatus: 0, practicingStatus: 0 } as never);
    await writeDraft(mine, { qymc: '甲' }, null);
    await writeDraft(other, { qymc: '乙' }, null);
    await writeDesignDraft({ user: 'u-leaving', nodeId: 'apply' }, { kind: 'form', groups: [] } as never, 1);
    await writeDesignDraft({ user: 'u-staying', nodeId: 'apply' }, { kind: 'form', groups: [] } as never, 1);
    await logoutAndLeave();
    expect(await readDraft(mine)).toBeNull();
    // The designer's kept documents too: one drafts module, one clearing (runtime/core/drafts.ts).
    expect(await readDesignDraft({ user: 'u-leaving', nodeId: 'apply' })).toBeNull();
    expect(await readDesignDraft({ user: 'u-staying', nodeId: 'apply' })).not.toBeNull();
    expect((await readDraft(other))?.values).toEqual({ qymc: '乙' });
  });
});
