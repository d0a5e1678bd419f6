import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RecordStatus } from '../../../schemas';
import type { Database } from '../../db/types';
import { hashPassword } from '../../auth/password';

// Helpers for the record tests: put a record straight into a given state, and look at what is
// stored, the way an auditor would (row, then op_log lines).

export const NODE = 'credit-record-list';
export const CARD_NODE = 'trade-project-list';

export interface Seeded {
  id: string;
  version: number;
}

/** Inserts a record of ent-001 (owner `enterprise`) in `status`, as if it had got there normally. */
export async function seedRecord(
  db: Kysely<Database>,
  status: RecordStatus,
  options: { enterpriseId?: string | null; ownerUserId?: string; nodeId?: string; data?: Record<string, unknown>; spread?: boolean; sent?: boolean } = {},
): Promise<Seeded> {
  const id = `t-${crypto.randomUUID()}`;
  const now = new Date(Date.now() - 60_000).toISOString();
  const owner = options.ownerUserId ?? 'u-enterprise';
  await db
    .insertInto('records')
    .values({
      id,
      node_id: options.nodeId ?? NODE,
      system_coding: (options.nodeId ?? NODE) === NODE ? 'credit_eval' : 'trade_service',
      enterprise_id: options.enterpriseId === undefined ? 'ent-001' : options.enterpriseId,
      owner_user_id: owner,
      status,
      version: 3,
      created_at: now,
      updated_at: now,
      submitted_by: status === 'draft' ? null : owner,
      assignee_id: null,
      audit_reason: null,
      spread_at: options.spread ? now : null,
      sent_at: options.sent ? now : null,
      data: JSON.stringify(options.data ?? { qymc: '测试企业', pf: 80 }),
    })
    .execute();
  return { id, version: 3 };
}

/** The stored document of a row, whichever database. */
export { parseData as dataOf } from '../../db/repos/records';

/** The stored row (undefined once deleted). */
export const rowOf = (db: Kysely<Database>, id: string) => db.selectFrom('records').selectAll().where('id', '=', id).executeTakeFirst();

/** The op_log lines of a record, oldest first. */
export const linesOf = (db: Kysely<Database>, id: string) =>
  db.selectFrom('op_log').selectAll().where('target_type', '=', 'record').where('target_id', '=', id).orderBy('id').execute();

/** A second administrator (auditors are assigned among administrators). */
export async function addAdmin(db: Kysely<Database>, username = 'admin2', password = 'Admin2@2026'): Promise<{ id: string; username: string; password: string }> {
  const id = `u-${username}`;
  await db
    .insertInto('users')
    .values({
      id,
      username,
      user_name: '第二管理员',
      password_hash: await hashPassword(password),
      login_role_type: 'M',
      enterprise_id: null,
      photo: '',
      code_status: 1,
      practicing_status: JSON.stringify({ abnormal: false, practiceDetails: [] }),
      disabled: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { id, username, password };
}

/** Values of the 信用申报 form (credit-apply) that meet every one of its rules, for a submit. */
export const COMPLETE_CREDIT_APPLY: Readonly<Record<string, unknown>> = {
  qymc: '华建工程有限公司',
  tyshxydm: '91110000123456789Q',
  qyType: 'sg',
  ygrs: 120,
  sblx: '1',
  province: '610000',
  city: '610100',
  bgdz: ['610000', '610100', '610113'],
  zzlx: ['1'],
  zypsfw: ['a', 'b'],
  kssj: '2026-01-01',
  jssj: '2026-12-31',
  cnsm: '<p>本企业承诺所填信息真实有效。</p>',
};
