import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { countQuery } from './list-query';
import { listSelection } from './list-call';
import { findRecordNode } from './list-node';
import { deleteIfVersion, insertDraft, updateIfVersion } from '../db/repos/records';
import type { Actor } from './workflow';

// The unfiltered list count reads the counts the triggers of migration 0026 keep; these tests
// hold them to the rows themselves through every way records are written, on both databases.
describe('kept record counts (the unfiltered list total)', () => {
  let s: TestServer;
  const NODE = 'credit-record-list';
  const ent1: Actor = { id: 'u-bench-1', role: 'U', enterpriseId: 'ent-001' };
  const ent2: Actor = { id: 'u-bench-2', role: 'U', enterpriseId: 'ent-002' };
  const dev: Actor = { id: 'u-dev', role: 'D', enterpriseId: null };
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  const listTotal = async (viewer: Actor, filters?: Record<string, string>) => {
    const node = (await findRecordNode(s.ctx.db, NODE, viewer.role))!;
    const sel = await listSelection(s.ctx, node, { nodeId: NODE, filters }, viewer, true);
    return Number((await countQuery(sel).execute(s.ctx.db)).rows[0]!.total);
  };
  const rowsOf = async (enterpriseId?: string) => {
    const q = sql<{ n: number | string }>`select count(*) as n from records where node_id = ${NODE}${enterpriseId === undefined ? sql`` : sql` and enterprise_id = ${enterpriseId}`}`;
    return Number((await q.execute(s.ctx.db)).rows[0]!.n);
  };
  const expectExact = async () => {
    expect(await listTotal(ent1)).toBe(await rowsOf('ent-001'));
    expect(await listTotal(ent2)).toBe(await rowsOf('ent-002'));
    expect(await listTotal(dev)).toBe(await rowsOf());
  };
  const draft = (id: string, enterpriseId: string | null) =>
    insertDraft(s.ctx.db, { id, nodeId: NODE, systemCoding: 'credit_eval', enterpriseId, ownerUserId: 'u-x', data: { xydj: 'A' } });

  it('an unfiltered list counts the kept counts; a filtered one counts the rows', async () => {
    const node = (await findRecordNode(s.ctx.db, NODE, 'U'))!;
    const plain = countQuery(await listSelection(s.ctx, node, { nodeId: NODE }, ent1, true)).compile(s.ctx.db).sql;
    const filtered = countQuery(await listSelection(s.ctx, node, { nodeId: NODE, filters: { xydj: 'A' } }, ent1, true)).compile(s.ctx.db).sql;
    expect(plain).toContain('from record_counts');
    expect(plain).not.toContain('count(*)');
    expect(filtered).toContain('count(*)');
    expect(await listTotal(ent1, { xydj: 'A' })).toBeLessThanOrEqual(await listTotal(ent1));
  });

  it('the seeded records are counted', async () => {
    expect(await rowsOf('ent-001')).toBeGreaterThan(0);
    await expectExact();
  });

  it('follow saves, a save of no enterprise, a delete and a move to another enterprise', async () => {
    const before1 = await listTotal(ent1);
    const before2 = await listTotal(ent2);
    const totalBefore = await listTotal(dev);
    await draft('rc-1', 'ent-001');
    await draft('rc-2', 'ent-001');
    await draft('rc-3', null);
    expect(await listTotal(ent1)).toBe(before1 + 2);
    expect(await listTotal(dev)).toBe(totalBefore + 3);
    expect(await deleteIfVersion(s.ctx.db, 'rc-1', 1)).toBe(true);
    expect(await listTotal(ent1)).toBe(before1 + 1);
    expect(await updateIfVersion(s.ctx.db, 'rc-2', 1, { enterprise_id: 'ent-002' })).toBe(2);
    expect(await listTotal(ent1)).toBe(before1);
    expect(await listTotal(ent2)).toBe(before2 + 1);
    // a change that moves nothing leaves the counts alone
    expect(await updateIfVersion(s.ctx.db, 'rc-2', 2, { status: 'submitted' })).toBe(3);
    expect(await listTotal(ent2)).toBe(before2 + 1);
    await expectExact();
  });

  it('follow many rows in one statement, and a transaction rolled back leaves them as they were', async () => {
    const base = { node_id: NODE, system_coding: 'credit_eval', owner_user_id: 'u-x', status: 'draft', version: 1, created_at: 'x', updated_at: 'x', data: '{}' };
    await s.ctx.db
      .insertInto('records')
      .values([
        { ...base, id: 'rc-m1', enterprise_id: 'ent-001' },
        { ...base, id: 'rc-m2', enterprise_id: 'ent-002' },
        { ...base, id: 'rc-m3', enterprise_id: 'ent-001' },
      ])
      .execute();
    await expectExact();
    const before = await listTotal(ent1);
    await expect(
      s.ctx.db.transaction().execute(async (tx) => {
        await tx.insertInto('records').values({ ...base, id: 'rc-r1', enterprise_id: 'ent-001' }).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await listTotal(ent1)).toBe(before);
    await s.ctx.db.deleteFrom('records').where('id', 'in', ['rc-m1', 'rc-m2', 'rc-m3']).execute();
    await expectExact();
  });

  it('on PostgreSQL, a save does not wait for another save of the same enterprise still open', async (t) => {
    if (s.ctx.dialect.name !== 'postgres') return t.skip();
    const stripe = (id: string) => createHash('md5').update(id).digest()[0]! % 8;
    const a = 'rc-open-a';
    const b = Array.from({ length: 50 }, (_, i) => `rc-open-b${i}`).find((id) => stripe(id) !== stripe(a))!;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const aInserted = new Promise<void>((r) => (inserted = r));
    const open = s.ctx.db.transaction().execute(async (tx) => {
      await insertDraft(tx, { id: a, nodeId: NODE, systemCoding: 'credit_eval', enterpriseId: 'ent-001', ownerUserId: 'u-x', data: {} });
      inserted();
      await held;
    });
    await aInserted;
    // One count row per enterprise would hold this insert until the open one commits.
    const second = draft(b, 'ent-001').then(() => 'done');
    const outcome = await Promise.race([second, new Promise((r) => setTimeout(() => r('waiting'), 2000))]);
    release();
    await open;
    await second;
    expect(outcome).toBe('done');
    await expectExact();
  });
});
