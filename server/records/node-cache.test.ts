import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { compiledNodeStamp, nodeStamp } from './node-cache';
import { countQuery, pageQuery } from './list-query';
import { listSelection } from './list-call';
import { findRecordNode } from './list-node';
import { sessionStampOf } from '../db/repos/sessions';

describe('the node stamp compiled once per node', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  const read = async (stamp: ReturnType<typeof nodeStamp>) => (await sql<{ v: string | null }>`select ${stamp} as v`.execute(s.ctx.db)).rows[0]!.v;

  it('reads the same value as the stamp built per call, and follows a change to the node', async () => {
    const id = 'credit-record-list';
    const built = await read(nodeStamp(s.ctx.dialect, id));
    expect(built).not.toBeNull();
    expect(await read(compiledNodeStamp(s.ctx.db, s.ctx.dialect, id))).toBe(built);
    // Fixed text, not a fixed value: a save underneath changes what the same compiled stamp reads.
    await s.ctx.db.updateTable('menus').set({ title: '改过的标题' }).where('id', '=', id).execute();
    const after = await read(compiledNodeStamp(s.ctx.db, s.ctx.dialect, id));
    expect(after).not.toBe(built);
    expect(after).toBe(await read(nodeStamp(s.ctx.dialect, id)));
  });

  it('keeps an id that is not a plain id as a parameter', async () => {
    for (const id of ["x' or '1'='1", 'no-such-node']) expect(await read(compiledNodeStamp(s.ctx.db, s.ctx.dialect, id))).toBeNull();
  });

  it("a remembered session's stamp with its fixed part compiled once is the same SQL and parameters", async () => {
    const built = sql`select ${sessionStampOf(s.ctx.dialect, 'abc')} as x`.compile(s.ctx.db);
    const once = sql`select ${sessionStampOf(s.ctx.dialect, 'abc', s.ctx.db)} as x`.compile(s.ctx.db);
    expect([once.sql, once.parameters]).toEqual([built.sql, built.parameters]);
  });

  it('a list call runs the stamp as compiled once: the count carries it as fixed text', async () => {
    const node = (await findRecordNode(s.ctx.db, 'credit-record-list', 'M'))!;
    const sel = await listSelection(s.ctx, node, { nodeId: node.nodeId, filters: { xydj: 'A' } }, { id: 'u-admin', role: 'M', enterpriseId: null }, true, node.nodeId);
    const count = countQuery(sel).compile(s.ctx.db);
    expect(count.sql).toContain(`where m.id = 'credit-record-list'`);
    const [page, total] = await Promise.all([pageQuery(sel, 5, 0).execute(s.ctx.db), countQuery(sel).execute(s.ctx.db)]);
    expect(total.rows[0]!.node_stamp).toBe(await read(nodeStamp(s.ctx.dialect, node.nodeId)));
    expect(page.rows.length).toBe(Math.min(5, Number(total.rows[0]!.total)));
  });
});
