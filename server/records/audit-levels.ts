import type { Kysely } from 'kysely';
import { AUDIT_LEVEL_MESSAGES, type AuditStage } from '../../schemas/audit-levels';
import type { RecordStatus } from '../../schemas';
import type { Database } from '../db/types';
import type { RecordChange, StoredRecord } from '../db/repos/records';
import { enabledManagers, findAuditPlan, type StoredAuditPlan } from '../db/repos/audit-plans';
import { scopedManagersOf } from '../management/scope';

/**
 * 审核级别与审核方式 in the record workflow (docs/administration.md). A submitted record carries the level
 * it waits at as a snapshot of the node's plan (`records.audit_stage`), so the rules that decide
 * who may audit it (and the buttons of every list row) need no further query: a plan saved later
 * applies to the levels records reach after the save. A record without a stage is audited as it
 * always was: one level, any administrator.
 */

/** A record leaves the levels (revoked, rejected, passed): no stage. */
export const NO_STAGE: RecordChange = { audit_level: 0, audit_stage: null };

const stageChange = (stage: AuditStage | null): RecordChange => (stage ? { audit_level: stage.level, audit_stage: JSON.stringify(stage) } : NO_STAGE);

/**
 * Level `index` (0-based) of the node's plan as a stage, or null when the node has no plan or no
 * such level. Named auditors who are no longer enabled administrators are left out; a level left
 * with none (or a 'scope' level no regional administrator covers) falls back to any administrator
 * rather than leaving the record stuck.
 */
type StagedRecord = Pick<StoredRecord, 'nodeId' | 'systemCoding' | 'enterpriseId'>;

/** The administrators of a level, as stored with the stage; [] for any administrator. */
async function auditorsOf(db: Kysely<Database>, level: { kind: string; userIds: string[] }, record: StagedRecord): Promise<string[]> {
  if (level.kind === 'user') return enabledManagers(db, [...new Set(level.userIds)]);
  if (level.kind === 'scope') return scopedManagersOf(db, record);
  return [];
}

/** A node's plan as far as the stages need it; null: the node has none. */
export type KnownPlan = Pick<StoredAuditPlan, 'sign' | 'levels'> | null;

async function stageAt(db: Kysely<Database>, record: StagedRecord, index: number, known?: KnownPlan): Promise<AuditStage | null> {
  const plan = known === undefined ? await findAuditPlan(db, record.nodeId) : known;
  const level = plan?.levels[index];
  if (!plan || !level) return null;
  const named = await auditorsOf(db, level, record);
  const auditors = named.length > 0 ? named : null;
  return { level: index + 1, count: plan.levels.length, name: level.name, auditors, all: plan.sign === 'all' && auditors !== null && auditors.length > 1, passed: [] };
}

/** What a submit writes: the first level of the node's plan (or none); `known`: the plan, when read with the record. */
export async function submitStage(db: Kysely<Database>, record: StagedRecord, known?: KnownPlan): Promise<RecordChange> {
  return stageChange(await stageAt(db, record, 0, known));
}

/**
 * The refusal of an audit by `actorId` at the record's level, or null: not one of the level's
 * auditors (其他人), or — 会签 — one who has already passed it.
 */
export function stageRefusal(stage: AuditStage | null | undefined, actorId: string): string | null {
  if (!stage) return null;
  if (stage.auditors && !stage.auditors.includes(actorId)) return AUDIT_LEVEL_MESSAGES.notYourLevel(stage.name);
  if (stage.all && stage.passed.includes(actorId)) return AUDIT_LEVEL_MESSAGES.alreadySigned(stage.name);
  return null;
}

/** What one audit verdict writes: the status and the level it leaves the record at. */
export type AuditStep = RecordChange & { status: RecordStatus };

/**
 * A reject at any level returns the record (rejected, no level). A pass at a 会签 level still
 * missing someone's pass keeps the level; a pass at a level below the last moves the record to the
 * next one (still submitted, its assignment cleared); a pass at the last level passes the record.
 */
export async function auditStep(db: Kysely<Database>, record: StagedRecord & Pick<StoredRecord, 'auditStage'>, pass: boolean, actorId: string): Promise<AuditStep> {
  const stage = record.auditStage;
  if (!pass) return { ...NO_STAGE, status: 'rejected' };
  if (!stage) return { ...NO_STAGE, status: 'passed' };
  if (stage.all) {
    const passed = [...stage.passed, actorId];
    const missing = (stage.auditors ?? []).some((id) => !passed.includes(id));
    if (missing) return { ...stageChange({ ...stage, passed }), status: 'submitted' };
  }
  const next = stage.level < stage.count ? await stageAt(db, record, stage.level) : null;
  if (next) return { ...stageChange(next), status: 'submitted', assignee_id: null };
  return { ...NO_STAGE, status: 'passed' };
}
