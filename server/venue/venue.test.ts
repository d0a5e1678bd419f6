import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WorkflowState } from '../../schemas';
import { VENUE_MESSAGES } from '../../schemas/venue';
import { buildApp } from '../app';
import { call, startTestServer, type TestServer } from '../test/harness';
import { linesOf, rowOf, seedRecord } from '../routes/records/test-kit';

// The booking constraint of venue reservation (docs/projects.md "场地预约 Venue reservation"):
// two overlapping bookings of one room are never both confirmed — 20 confirmations of one slot at
// once leave exactly one confirmed, on one instance and (PostgreSQL) on two instances of one database.

const LIST = 'trade-venue';
const FORM = 'trade-venue-booking';
const taken = (day: string, from: string, to: string) => `该场地在所选时段已有确认的预约（第一开标室 ${day} ${from}–${to}），请改约其他时段`;

const booking = (kssj: string, jssj: string, room = 'kbs1') => ({ cdmc: room, xmmc: '城南片区道路改造工程开标', xmbh: '', kssj, jssj, lxr: '王工', lxdh: '13800001111', bz: '' });

async function seedBookings(s: TestServer, status: 'draft' | 'submitted', data: Array<Record<string, unknown>>) {
  return Promise.all(data.map((d) => seedRecord(s.ctx.db, status, { nodeId: FORM, data: d })));
}

const claimsOf = (s: TestServer, id: string) => s.ctx.db.selectFrom('venue_slot_claims').select(['room', 'slot_start']).where('record_id', '=', id).orderBy('slot_start').execute();

describe('venue bookings: the booking constraint on one instance', () => {
  let s: TestServer;
  let m = '';
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, u] = [await s.login('M'), await s.login('U')];
  }, 120_000);
  afterAll(async () => s?.close());

  const audit = (app: FastifyInstance, id: string, version: number) =>
    call<WorkflowState>(app, { method: 'POST', url: '/ks/monitor/audit', token: m, payload: { nodeId: LIST, id, version, pass: true } });
  const submit = (id: string, version: number) => call<WorkflowState>(s.app, { method: 'POST', url: '/ks/monitor/submit', token: u, payload: { nodeId: LIST, id, version } });

  it('20 parallel confirmations of one slot: exactly one confirmed, 19 refused naming it, each in the operation log', async () => {
    // the same morning, in 20 overlapping shapes: every pair shares 10:00–10:15
    const shapes = Array.from({ length: 20 }, (_, i) => booking(`2030-01-07 ${['09:00', '09:30', '10:00'][i % 3]}`, `2030-01-07 ${['10:15', '11:30', '12:00', '10:30'][i % 4]}`));
    const seeded = await seedBookings(s, 'submitted', shapes);
    const answers = await Promise.all(seeded.map((b) => audit(s.app, b.id, b.version)));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    const winner = seeded[answers.indexOf(won[0])];
    const shape = shapes[answers.indexOf(won[0])];
    const message = taken('2030-01-07', shape.kssj.slice(11), shape.jssj.slice(11));
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toMatchObject({ code: 400, message });
    // the database holds the winner's slots only, and the losers wait as they were
    const claims = await s.ctx.db.selectFrom('venue_slot_claims').select(['record_id']).where('slot_start', 'like', '2030-01-07%').execute();
    expect(new Set(claims.map((c) => c.record_id))).toEqual(new Set([winner.id]));
    for (const b of seeded) expect((await rowOf(s.ctx.db, b.id))?.status).toBe(b === winner ? 'passed' : 'submitted');
    for (const b of seeded) {
      const lines = (await linesOf(s.ctx.db, b.id)).filter((l) => l.action === 'record.audit');
      expect(lines).toHaveLength(1);
      if (b === winner) expect(JSON.parse(lines[0].detail)).toMatchObject({ from: 'submitted', to: 'passed' });
      else expect([lines[0].ok, JSON.parse(lines[0].detail)]).toEqual([0, expect.objectContaining({ refused: message })]);
    }
  });

  it('refuses a submit overlapping a confirmed booking; two pending overlapping bookings may both wait', async () => {
    const [confirmed] = await seedBookings(s, 'submitted', [booking('2030-02-04 09:00', '2030-02-04 11:30')]);
    expect((await audit(s.app, confirmed.id, confirmed.version)).status).toBe(200);
    expect((await claimsOf(s, confirmed.id)).map((c) => c.slot_start)).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45', '11:00', '11:15'].map((t) => `2030-02-04 ${t}`));
    const [clash, free1, free2, otherRoom] = await seedBookings(s, 'draft', [
      booking('2030-02-04 11:15', '2030-02-04 12:00'),
      booking('2030-02-04 11:30', '2030-02-04 12:30'),
      booking('2030-02-04 11:45', '2030-02-04 13:00'),
      booking('2030-02-04 09:00', '2030-02-04 11:30', 'kbs2'),
    ]);
    expect((await submit(clash.id, clash.version)).body).toMatchObject({ code: 400, message: taken('2030-02-04', '09:00', '11:30') });
    expect((await rowOf(s.ctx.db, clash.id))?.status).toBe('draft');
    // ending where the confirmed one starts, or in another room, is free; pending ones may overlap
    for (const b of [free1, free2, otherRoom]) expect((await submit(b.id, b.version)).status).toBe(200);
    expect((await audit(s.app, free1.id, free1.version + 1)).status).toBe(200);
    expect((await audit(s.app, free2.id, free2.version + 1)).body).toMatchObject({ code: 400, message: taken('2030-02-04', '11:30', '12:30') });
    expect((await audit(s.app, otherRoom.id, otherRoom.version + 1)).status).toBe(200);
  });

  it('refuses times that are not on the 15-minute step or whose end is not after the start', async () => {
    const [early, equal, offStep, offStepEnd] = await seedBookings(s, 'draft', [
      booking('2030-03-04 10:00', '2030-03-04 09:00'),
      booking('2030-03-04 10:00', '2030-03-04 10:00'),
      booking('2030-03-04 10:10', '2030-03-04 11:00'),
      booking('2030-03-04 10:00', '2030-03-04 11:05'),
    ]);
    // the form's rules (schemas/: the datetime start/end link and the quarterHour validator), said at the field
    const refusal = async (b: { id: string; version: number }) => (await submit(b.id, b.version)).body as unknown as { code: number; message: string; data: { problems: Array<{ field: string; message: string }> } };
    for (const b of [early, equal]) {
      const r = await refusal(b);
      expect([r.code, r.message, r.data.problems]).toEqual([400, '提交失败，请修改以下内容：结束时间须晚于开始时间', [{ field: 'jssj', message: VENUE_MESSAGES.endNotAfterStart }]]);
    }
    expect((await refusal(offStep)).data.problems).toEqual([{ field: 'kssj', message: '预约时间须为15分钟的整数倍' }]);
    expect((await refusal(offStepEnd)).data.problems).toEqual([{ field: 'jssj', message: '预约时间须为15分钟的整数倍' }]);
    // a booking that got past the form (an old record, another client) meets the same words at the confirmation
    const [stale] = await seedBookings(s, 'submitted', [booking('2030-03-04 10:00', '2030-03-04 10:00')]);
    expect((await audit(s.app, stale.id, stale.version)).body).toMatchObject({ code: 400, message: '结束时间须晚于开始时间' });
  });

  it('取消预约 frees the slots: another booking of the time can be confirmed at once; a delete frees them too', async () => {
    const [first, second, third] = await seedBookings(s, 'submitted', [
      booking('2030-04-01 14:00', '2030-04-01 16:00'),
      booking('2030-04-01 15:00', '2030-04-01 17:00'),
      booking('2030-04-01 14:00', '2030-04-01 15:00'),
    ]);
    const confirmed = await audit(s.app, first.id, first.version);
    expect((await audit(s.app, second.id, second.version)).body.message).toBe(taken('2030-04-01', '14:00', '16:00'));
    // 取消预约 is among the confirmed booking's buttons for the administrator and the owner, naming its call; not the pending one's
    const buttons = async (token: string, id: string) => {
      const page = await call<{ records: Array<{ id: string; operations: Array<{ code: string; call?: string; ask?: string }> }> }>(s.app, { method: 'POST', url: '/ks/monitor/table-list', token, payload: { nodeId: LIST, pageSize: 100, curPage: 1 } });
      return page.body.data.records.find((r) => r.id === id)?.operations.filter((o) => o.code === 'cancel');
    };
    const cancelButton = [{ code: 'cancel', name: '取消预约', call: '/ks/venue/cancel', ask: '取消原因' }];
    expect(await buttons(m, first.id)).toMatchObject(cancelButton);
    expect(await buttons(u, first.id)).toMatchObject(cancelButton);
    expect(await buttons(m, second.id)).toEqual([]);
    const cancel = (token: string, payload: object) => call<WorkflowState>(s.app, { method: 'POST', url: '/ks/venue/cancel', token, payload: { nodeId: LIST, id: first.id, ...payload } });
    expect((await cancel(m, { version: confirmed.body.data.version, reason: ' ' })).body).toMatchObject({ code: 400, message: '请填写取消原因' });
    expect((await cancel(await s.login('U2'), { version: confirmed.body.data.version, reason: '改期' })).status).toBe(404);
    const cancelled = await cancel(m, { version: confirmed.body.data.version, reason: '项目延期开标' });
    expect(cancelled.body).toMatchObject({ code: 200, message: '预约已取消', data: { status: 'rejected', auditReason: '项目延期开标' } });
    expect(await claimsOf(s, first.id)).toEqual([]);
    const cancelLine = (await linesOf(s.ctx.db, first.id)).find((l) => l.action === 'record.cancel' && l.ok === 1);
    expect(JSON.parse(cancelLine!.detail)).toMatchObject({ from: 'passed', to: 'rejected', reason: '项目延期开标', freedSlots: 8 });
    expect((await cancel(m, { version: cancelled.body.data.version, reason: '再取消' })).body).toMatchObject({ code: 400, message: VENUE_MESSAGES.notConfirmed });
    const now = await audit(s.app, second.id, second.version);
    expect(now.status).toBe(200);
    // an administrator's delete of a confirmed booking frees its time too
    const del = await call(s.app, { method: 'DELETE', url: '/ks/monitor/delete', token: m, payload: { nodeId: LIST, id: second.id, version: now.body.data.version, reason: '重复预约' } });
    expect(del.status).toBe(200);
    expect(await claimsOf(s, second.id)).toEqual([]);
    expect((await audit(s.app, third.id, third.version)).status).toBe(200);
  });

  it('the demo data: confirmed bookings hold their slots, none of them overlapping', async () => {
    const confirmed = await s.ctx.db.selectFrom('records').select('id').where('node_id', '=', FORM).where('status', 'in', ['passed', 'published']).where('id', 'like', `${FORM}-%`).execute();
    expect(confirmed.length).toBeGreaterThan(3);
    for (const r of confirmed) expect((await claimsOf(s, r.id)).length).toBeGreaterThan(0);
    // the list shows the rooms' names from the form's dictionary, the rows keep the codes
    const list = await call<{ records: Array<Record<string, unknown>>; labels?: Record<string, { values: Record<string, string>; displayCode?: string }> }>(s.app, {
      method: 'POST',
      url: '/ks/monitor/table-list',
      token: m,
      payload: { nodeId: LIST, pageSize: 50 },
    });
    expect(list.body.code, list.body.message).toBe(200);
    expect(new Set(list.body.data.records.map((r) => r.cdmc))).toEqual(new Set(['kbs1', 'kbs2', 'pbs1']));
    expect(list.body.data.labels?.cdmc).toMatchObject({ values: { kbs1: '第一开标室', kbs2: '第二开标室', pbs1: '第一评标室' }, displayCode: 'venue-room' });
  });
});

// Two instances of the app on one PostgreSQL database, as in a deployment of several (SQLite is one
// process's database: its instances share one connection, which the test above covers).
describe.skipIf(!process.env.DATABASE_URL)('venue bookings: 20 confirmations of one slot through two instances', () => {
  let s: TestServer;
  let second: FastifyInstance;
  let m = '';
  beforeAll(async () => {
    s = await startTestServer();
    ({ app: second } = await buildApp({ database: s.database }));
    await second.ready();
    m = await s.login('M');
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await s?.close();
  });

  it('exactly one is confirmed, 19 are refused with the message', async () => {
    const seeded = await seedBookings(s, 'submitted', Array.from({ length: 20 }, () => booking('2030-05-06 09:00', '2030-05-06 11:30')));
    const answers = await Promise.all(
      seeded.map((b, i) => call<WorkflowState>(i % 2 ? second : s.app, { method: 'POST', url: '/ks/monitor/audit', token: m, payload: { nodeId: LIST, id: b.id, version: b.version, pass: true } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toMatchObject({ code: 400, message: taken('2030-05-06', '09:00', '11:30') });
    const statuses = await s.ctx.db.selectFrom('records').select('status').where('id', 'in', seeded.map((b) => b.id)).execute();
    expect(statuses.filter((r) => r.status === 'passed')).toHaveLength(1);
    const claims = await s.ctx.db.selectFrom('venue_slot_claims').select('record_id').where('slot_start', 'like', '2030-05-06%').execute();
    expect(claims).toHaveLength(10);
  });
});
