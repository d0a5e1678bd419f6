import type { ColumnType, Generated } from 'kysely';

// Accounts and administration tables (migrations 0020, 0022, 0023), part of `Database` in types.ts.

/** 审核级别与审核方式 of a node (migration 0023; docs/administration.md). */
export interface AuditPlansTable {
  node_id: string;
  system_coding: string;
  /** 'any' 或签 | 'all' 会签 */
  sign: string;
  /** JSON text: Array<{ name, kind, userIds }> in audit order */
  levels: string;
  updated_by: string;
  updated_at: string;
}

/** One system or region an administrator is limited to (migration 0022, docs/administration.md "管理权限"). */
export interface ManagerScopesTable {
  user_id: string;
  /** system | region */
  kind: string;
  /** a system's gnCoding, or a region code as enterprises.region holds it */
  value: string;
  created_at: string;
}

/** SMS verification codes (migration 0020): only the hash of a code is kept. */
export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  tries: ColumnType<number, number | undefined, number>;
  address: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Messages the development sender "sent" (migration 0020; docs/accounts.md "SMS codes"). */
export interface SmsOutboxTable {
  id: string;
  phone: string;
  purpose: string;
  text: string;
  created_at: string;
}

/** Enterprise registrations (migration 0020): pending → approved/rejected → activated. */
export interface RegistrationsTable {
  id: string;
  credit_code: string;
  ent_name: string;
  contact_name: string;
  phone: string;
  password_hash: string;
  status: string;
  suggestion: ColumnType<string, string | undefined, string>;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  activated_at: string | null;
  user_id: string | null;
}

/** A user's portrait (migration 0020), served only through GET /ks/individual/info/portrait. */
export interface UserPortraitsTable {
  user_id: string;
  mime: string;
  data: Buffer;
  updated_at: string;
}
