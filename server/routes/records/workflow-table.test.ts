import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordStatus } from '../../../schemas';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { addAdmin, linesOf, NODE, rowOf, seedRecord } from './test-kit';

// The workflow table, written out by hand (not derived from server/records/workflow.ts): for a
// record of enterprise ent-001, what each caller gets for each action in each state. U owns it
// (same enterprise), U2 is another enterprise, D a developer, M an administrator.

type Who = 'U' | 'U2' | 'D' | 'M';
type Action = 'edit' | 'submit' | 'revoke' | 'audit' | 'assign' | 'spread' | 'send' | 'publish' | 'delete';
const STATES: RecordStatus[] = ['draft', 'submitted', 'passed', 'rejected', 'published'];
//                          draft submitted passed rejected published
const OWNER_DRAFT_REJECTED = [200, 400, 400, 200, 400];
const ALL_403 = [403, 403, 403, 403, 403];
const ALL_404 = [404, 404, 404, 404, 404];
const M_ON_SUBMITTED = [400, 200, 400, 400, 400];
const M_ON_PASSED = [400, 400, 200, 400, 400];

const TABLE: Record<Action, Record<Who, number[]>> = {
  edit: { U: OWNER_DRAFT_REJECTED, U2: ALL_404, D: ALL_403, M: ALL_403 },
  submit: { U: OWNER_DRAFT_REJECTED, U2: ALL_404, D: ALL_403, M: ALL_403 },
  revoke: { U: [400, 200, 400, 400, 400], U2: ALL_404, D: ALL_403, M: ALL_403 },
  audit: { U: ALL_403, U2: ALL_404, D: ALL_403, M: M_ON_SUBMITTED },
  assign: { U: ALL_403, U2: ALL_404, D: ALL_403, M: M_ON_SUBMITTED },
  spread: { U: ALL_403, U2: ALL_404, D: ALL_403, M: M_ON_PASSED },
  send: { U: ALL_403, U2: ALL_404, D: ALL_403, M: M_ON_PASSED },
  publish: { U: ALL_403, U2: ALL_404, D: ALL_403, M: M_ON_PASSED },
  delete: { U: [200, 400, 400, 400, 400], U2: ALL_404, D: ALL_403, M: [200, 200, 200, 200, 400] },
};

/** Where a record goes when the move is accepted (null: deleted). */
const AFTER: Record<Action, (s: RecordStatus) => RecordStatus | null> = {
  edit: (s) => s,
  submit: () => 'submitted',
  revoke: () => 'draft',
  audit: () => 'passed',
  assign: (s) => s,
  spread: (s) => s,
  send: (s) => s,
  publish: () => 'published',
  delete: () => null,
};

describe('record workflow: every state × action × caller', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  let auditorId = '';
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'D', 'M'] as const) tokens[who] = await s.login(who);
    auditorId = (await addAdmin(s.ctx.db)).id;
  });
  afterAll(async () => s.close());

  const act = (who: Who, action: Action, id: string, version: number) => {
    const base = { nodeId: NODE, id, version };
    if (action === 'edit') return call(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: tokens[who], payload: { ...base, data: { qymc: '改过的名称' } } });
    if (action === 'delete') return call(s.app, { method: 'DELETE', url: '/ks/monitor/delete', token: tokens[who], payload: base });
    const extra = action === 'audit' ? { pass: true, reason: '材料齐全' } : action === 'assign' ? { assigneeId: auditorId } : {};
    return call(s.app, { method: 'POST', url: `/ks/monitor/${action}`, token: tokens[who], payload: { ...base, ...extra } });
  };

  const cases = (Object.keys(TABLE) as Action[]).flatMap((action) =>
    (['U', 'U2', 'D', 'M'] as Who[]).flatMap((who) => STATES.map((state, i) => [action, who, state, TABLE[action][who][i]] as const)),
  );

  it.each(cases)('%s by %s on a %s record → %i', async (action, who, state, expected) => {
    const { id, version } = await seedRecord(s.ctx.db, state);
    const before = await rowOf(s.ctx.db, id);
    const res = await act(who, action, id, version);
    expect(res.body.code, res.body.message).toBe(expected);
    expect(res.status).toBe(expected);
    const after = await rowOf(s.ctx.db, id);
    const lines = await linesOf(s.ctx.db, id);
    if (expected === 200) {
      const next = AFTER[action](state);
      if (next === null) expect(after).toBeUndefined();
      else expect(after).toMatchObject({ status: next, version: version + 1 });
      expect(lines.filter((l) => l.ok === 1).map((l) => l.action)).toEqual([`record.${action}`]);
      return;
    }
    // Refused: nothing changed, no success line; the refusal itself is logged (not for a 404,
    // which must look exactly like a missing record).
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(after).toEqual(before);
    expect(lines.filter((l) => l.ok === 1)).toEqual([]);
    expect(lines.filter((l) => l.ok === 0)).toHaveLength(expected === 404 ? 0 : 1);
    if (expected === 404) expect(res.body.message).toBe('记录不存在');
  });

  it('offers exactly the operations the table accepts, for every state and caller', async () => {
    for (const state of STATES) {
      const { id } = await seedRecord(s.ctx.db, state);
      for (const who of ['U', 'D', 'M'] as const) {
        const res = await call<{ operations: Array<{ code: string; show: boolean }> }>(s.app, {
          method: 'POST',
          url: '/ks/monitor/record/detail',
          token: tokens[who],
          payload: { nodeId: NODE, id },
        });
        const i = STATES.indexOf(state);
        const accepted = (Object.keys(TABLE) as Action[]).filter((a) => TABLE[a][who][i] === 200);
        expect(res.body.data.operations.map((o) => o.code), `${who} on ${state}`).toEqual(['view', ...accepted]);
      }
    }
  });

  it('names the reason of a refusal', async () => {
    const submitted = await seedRecord(s.ctx.db, 'submitted');
    expect((await act('U', 'audit', submitted.id, 3)).body.message).toBe('仅管理员可审核');
    expect((await act('M', 'submit', submitted.id, 3)).body.message).toBe('无权提交他人的记录');
    const published = await seedRecord(s.ctx.db, 'published');
    expect((await act('U', 'revoke', published.id, 3)).body.message).toBe('记录当前状态为「已发布」，不能撤回');
    expect((await act('M', 'delete', published.id, 3)).body.message).toBe('记录当前状态为「已发布」，不能删除');
  });
});
