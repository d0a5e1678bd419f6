import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { RememberedSessions } from './remembered-sessions';

const user = { id: 'u-1', sessionId: 's-1', username: 'qiye', userName: '企业用户', role: 'U' as const, enterpriseId: 'ent-001' };
const entry = (expiresAt: string) => ({ user, stamp: 'stamp-1', stampSql: sql<string | null>`null`, expiresAt });

describe('RememberedSessions', () => {
  it('answers an entry until its expiry by this instance’s clock, then forgets it', () => {
    const store = new RememberedSessions();
    store.keep('live', entry(new Date(Date.now() + 60_000).toISOString()));
    store.keep('ended', entry(new Date(Date.now() - 1).toISOString()));
    expect(store.get('live')?.stamp).toBe('stamp-1');
    expect(store.get('ended')).toBeUndefined();
    // A fresh read kept under the same hash (a refreshed session) is answered again.
    store.keep('ended', entry(new Date(Date.now() + 60_000).toISOString()));
    expect(store.get('ended')?.user.userName).toBe('企业用户');
  });

  it('treats an expiry it cannot read as already past, so the session is read afresh', () => {
    const store = new RememberedSessions();
    store.keep('odd', entry('不是日期'));
    expect(store.get('odd')).toBeUndefined();
  });
});
