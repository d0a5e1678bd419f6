import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { workerPort } from './worker-server';

/**
 * This worker's e2e server's SQLite database (its data folder is noted by e2e/serve.ts), for what a browser
 * test cannot see on screen: the SMS a phone would receive and the image captcha's answer, or set up
 * without a page (a second administrator, a draft to submit). Test-only.
 */
export function testDb() {
  const port = workerPort();
  const dir = fs.readFileSync(path.join(os.tmpdir(), `ks-e2e-${port}.datadir`), 'utf8').trim();
  const db = new SQLite(path.join(dir, 'platform.sqlite'));
  db.pragma('busy_timeout = 5000');
  return {
    /** Every live captcha now answers `answer` (hashed as server/auth/captcha.ts does). */
    solveCaptchas(answer = 'ACEF') {
      const rows = db.prepare('SELECT id FROM login_captchas').all() as Array<{ id: string }>;
      const set = db.prepare('UPDATE login_captchas SET answer_hash = ? WHERE id = ?');
      for (const { id } of rows) set.run(crypto.createHash('sha256').update(`${id}:${answer}`).digest('hex'), id);
      return answer;
    },
    /** The code of the newest SMS to `phone` in the development outbox. */
    lastCode(phone: string): string {
      const row = db.prepare('SELECT text FROM sms_outbox WHERE phone = ? ORDER BY created_at DESC LIMIT 1').get(phone) as { text: string } | undefined;
      return /验证码为(\d{6})/.exec(row?.text ?? '')?.[1] ?? '';
    },
    /** Moves the phone's codes 2 minutes back, so the next one is not refused as within 60 s. */
    ageCodes(phone: string) {
      const back = (iso: string) => new Date(Date.parse(iso) - 120_000).toISOString();
      const rows = db.prepare('SELECT id, created_at FROM sms_codes WHERE phone = ?').all(phone) as Array<{ id: number; created_at: string }>;
      const set = db.prepare('UPDATE sms_codes SET created_at = ? WHERE id = ?');
      for (const r of rows) set.run(back(r.created_at), r.id);
    },
    /** A further administrator (the demo has one), hashed as server/auth/password.ts does. */
    addAdmin(username: string, password: string, userName: string): void {
      const salt = crypto.randomBytes(16);
      const key = crypto.scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 });
      const hash = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
      db.prepare(
        `INSERT INTO users (id, username, user_name, password_hash, login_role_type, enterprise_id, photo, code_status, practicing_status, disabled, created_at, password_changed_at)
         VALUES (?, ?, ?, ?, 'M', NULL, '', 1, ?, 0, ?, ?)`,
      ).run(`u-${username}`, username, userName, hash, JSON.stringify({ abnormal: false, practiceDetails: [] }), new Date().toISOString(), new Date().toISOString());
    },
    /** The newest draft of an enterprise on a node: what it may submit. */
    draftOf(nodeId: string, enterpriseId: string): { id: string; version: number } {
      return db
        .prepare("SELECT id, version FROM records WHERE node_id = ? AND enterprise_id = ? AND status = 'draft' ORDER BY updated_at DESC LIMIT 1")
        .get(nodeId, enterpriseId) as { id: string; version: number };
    },
    /**
     * 专家评审 set-up (docs/bidding.md "专家评审"): `experts` (demo expert accounts) drawn for `projectId`
     * in a session already begun, and bid files (records of trade-bd-file, submitted) of the enterprises.
     */
    evaluationProject(projectId: string, experts: string[], bids: Array<{ id: string; enterpriseId: string; owner: string; tbdw: string; tbbj: number }>): void {
      const at = new Date().toISOString();
      const drawId = `e2e-draw-${projectId}`;
      const start = '2020-06-01T01:00:00.000Z';
      const end = '2020-06-01T05:00:00.000Z';
      db.prepare(
        `INSERT INTO expert_draws (id, project_id, project_name, project_enterprise_id, session_start, session_end, specialty, region, count, bidders, created_by, created_by_name, created_at)
         VALUES (?, ?, '', NULL, ?, ?, 'sz', '', ?, '[]', 'u-admin', '平台管理员', ?)`,
      ).run(drawId, projectId, start, end, experts.length, at);
      for (const username of experts) {
        const { expert_id } = db.prepare('SELECT expert_id FROM evaluation_experts WHERE user_id = ?').get(`u-${username}`) as { expert_id: string };
        db.prepare("INSERT INTO expert_draw_members (draw_id, expert_id, project_id, step, state, session_start, session_end) VALUES (?, ?, ?, 1, 'drawn', ?, ?)").run(drawId, expert_id, projectId, start, end);
      }
      for (const b of bids) {
        db.prepare(
          `INSERT INTO records (id, node_id, system_coding, enterprise_id, owner_user_id, status, version, created_at, updated_at, submitted_by, assignee_id, audit_reason, spread_at, sent_at, data)
           VALUES (?, 'trade-bd-file', 'trade_service', ?, ?, 'submitted', 2, ?, ?, ?, NULL, NULL, NULL, NULL, ?)`,
        ).run(b.id, b.enterpriseId, b.owner, at, at, b.owner, JSON.stringify({ xmId: projectId, xmmc: '', tbdw: b.tbdw, tbbj: b.tbbj }));
      }
    },
    close: () => db.close(),
  };
}
