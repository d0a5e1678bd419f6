import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { connect, type Db } from '../db/connect';
import { call, startTestServer, type TestServer } from '../test/harness';
import { withDeadline } from '../test/deadline';
import { insertBidFile, storeFile } from '../detection/test-kit';

// Issue 49 acceptance 2, several instances: two app instances, each with its own connection pool
// and job poller, on one PostgreSQL schema, share 20 detection jobs; each job is done exactly once
// (claimed once, one result row, one finish line), by whichever instance claimed it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pgUrl = process.env.DATABASE_URL;

describe.skipIf(!pgUrl)('detection jobs: 20 jobs through two instances on PostgreSQL', () => {
  let s: TestServer;
  let secondDb: Db;
  let second: FastifyInstance;
  const saved = { delay: process.env.DETECTION_DELAY_MS, poll: process.env.JOBS_POLL_MS };
  beforeAll(async () => {
    process.env.DETECTION_DELAY_MS = '15';
    process.env.JOBS_POLL_MS = '30';
    s = await startTestServer({ runJobs: true });
    const schema = (await s.ctx.db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('name')).executeTakeFirstOrThrow()).name;
    secondDb = connect({ databaseUrl: pgUrl!, pgSchema: schema, poolSize: 4 });
    ({ app: second } = await buildApp({ database: secondDb, runJobs: true }));
    await second.ready();
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await s?.close();
    process.env.DETECTION_DELAY_MS = saved.delay;
    process.env.JOBS_POLL_MS = saved.poll;
    if (saved.delay === undefined) delete process.env.DETECTION_DELAY_MS;
    if (saved.poll === undefined) delete process.env.JOBS_POLL_MS;
  });

  it('each of the 20 is done exactly once', { timeout: 120_000 }, async () => {
    const token = await s.login('U');
    const bytes = fs.readFileSync(path.join(root, 'fixtures/files/estimates/bid-2.xml'));
    const owner = { userId: 'u-enterprise', enterpriseId: 'ent-001' };
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const fileId = await storeFile(s.ctx.db, s.ctx.dialect, s.ctx.uploadDir!, bytes, `造价文件${i}.xml`, owner);
      ids.push(await insertBidFile(s.ctx.db, { enterpriseId: 'ent-001', ownerUserId: 'u-enterprise', fileId, fileName: `造价文件${i}.xml` }));
    }
    const answers = await Promise.all(
      ids.map((id, i) => call<{ isSuccess: boolean }>(i % 2 ? second : s.app, { method: 'POST', url: '/ks/file/detection', token, payload: { xmId: id, gnCoding: 'trade-bd-file' } })),
    );
    expect(answers.every((a) => a.body.data.isSuccess)).toBe(true);
    const jobs = await withDeadline(
      (async () => {
        for (;;) {
          const rows = await s.ctx.db.selectFrom('jobs').selectAll().where('job_key', 'in', ids).execute();
          if (rows.length === 20 && rows.every((r) => r.state === 'done' || r.state === 'failed')) return rows;
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
      90_000,
      '20 个检测任务完成',
    );
    expect(jobs.map((j) => [j.state, j.attempts])).toEqual(ids.map(() => ['done', 1]));
    const workers = new Map<string, number>();
    for (const j of jobs) workers.set(j.worker!, (workers.get(j.worker!) ?? 0) + 1);
    // both instances took part (each claims while the other works)
    expect(workers.size).toBe(2);
    const results = await s.ctx.db.selectFrom('estimate_results').select('record_id').where('record_id', 'in', ids).execute();
    expect(results).toHaveLength(20);
    const finishes = await s.ctx.db.selectFrom('op_log').select('target_id').where('action', '=', 'detection.finish').where('target_id', 'in', ids).execute();
    expect(finishes.map((f) => f.target_id).sort()).toEqual([...ids].sort());
  });
});
