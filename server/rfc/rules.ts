import { CHANGE_OPERATION_LOOK, CHANGE_OPERATIONS, CHANGE_ROW_OPERATION_LOOK, type ChangeOperationCode, type ChangeStage } from '../../schemas/change-request';
import type { RecordStatus } from '../../schemas';
import { isOwner, type Actor } from '../records/workflow';
import { registerListHooks } from '../records/hooks';

/**
 * Who may do what to a change, in which stage: ONE table. The dialog's buttons (`operations`) are
 * the moves this table allows, so a button is shown exactly when pressing it would be accepted.
 *
 *   (new) ──save──▶ draft ──submit──▶ submitted ──pass──▶ passed (the record takes the new values)
 *                    ▲ save (owner)        │ save (administrator: corrects the changed data)
 *                    │                     └──reject──▶ rejected ──modify──▶ a new round (draft)
 *
 * `modify` never reaches the server on a draft (it only re-opens the dialog's inputs); on a
 * rejected round the dialog answers it by saving a new round from the rejected one's data.
 */

export interface ChangeFacts {
  stage: ChangeStage;
  enterpriseId: string | null;
  ownerUserId: string;
  /** Whether this is the record's latest round (only it can be modified into a new one). */
  latest: boolean;
}

type Who = 'owner' | 'manager';
const RULES: Record<Exclude<ChangeOperationCode, 'closed'>, { who: Who; from: readonly ChangeStage[] }[]> = {
  save: [
    { who: 'owner', from: ['draft'] },
    { who: 'manager', from: ['submitted'] },
  ],
  modify: [{ who: 'owner', from: ['draft', 'rejected'] }],
  submit: [{ who: 'owner', from: ['draft'] }],
  pass: [{ who: 'manager', from: ['submitted'] }],
  reject: [{ who: 'manager', from: ['submitted'] }],
};

/** May `actor` make move `op` on `change` now? */
export function mayChange(op: Exclude<ChangeOperationCode, 'closed'>, change: ChangeFacts, actor: Actor): boolean {
  if (op === 'modify' && change.stage === 'rejected' && !change.latest) return false;
  const owner = isOwner(change, actor);
  return RULES[op].some((g) => (g.who === 'manager' ? actor.role === 'M' : owner) && g.from.includes(change.stage));
}

/** The dialog's buttons for `actor`: every allowed move, then 关闭. */
export function changeOperations(change: ChangeFacts, actor: Actor) {
  return CHANGE_OPERATIONS.filter((op) => op === 'closed' || mayChange(op, change, actor)).map((code) => ({ code, ...CHANGE_OPERATION_LOOK[code], show: true }));
}

/** The initiator's fields are open while they may still save; the audit suggestion while it may be passed or rejected. */
export const permissionsOf = (change: ChangeFacts, actor: Actor) => ({
  userPermission: change.stage === 'draft' && isOwner(change, actor),
  managerPermission: mayChange('pass', change, actor),
});

/** A change may be started on the owner's records once audited (passed or published). */
export const CHANGEABLE: readonly RecordStatus[] = ['passed', 'published'];

/** Only the record's owner starts a change (an administrator corrects it during the audit instead). */
export const mayStartChange = (record: { status: RecordStatus; enterpriseId: string | null; ownerUserId: string }, actor: Actor): boolean =>
  isOwner(record, actor) && CHANGEABLE.includes(record.status);

/** What the list knows of a record's changes when it draws the record's buttons. */
export interface RecordChanges {
  /** the record has at least one round */
  exist: boolean;
  /** a round is a draft or waiting for the audit */
  open: boolean;
}

/**
 * The change buttons of a record on a list with a change set-up: 变更 while `mayStartChange` and no
 * round is open (the server would refuse a second open one), 变更记录 once there is a round. An open
 * draft is continued from 变更记录 (its latest round carries the draft's buttons).
 */
export function changeRowOperations(record: { status: RecordStatus; enterpriseId: string | null; ownerUserId: string }, actor: Actor, changes: RecordChanges) {
  const codes = [...(mayStartChange(record, actor) && !changes.open ? (['change'] as const) : []), ...(changes.exist ? (['changeRecords'] as const) : [])];
  return codes.map((code) => ({ code, ...CHANGE_ROW_OPERATION_LOOK[code], show: true }));
}

/** Gives records' list calls the change buttons (records does not import this area). */
export function registerChangeHooks(): void {
  registerListHooks({ changeRowOperations });
}
