import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { badRequest, notFound } from '../errors';
import { writeOpLog } from '../db/repos/oplog';
import { enqueue, latestJob, type Job } from '../jobs/queue';
import {
  BID_FILE_NODE,
  BID_FILE_NODES,
  DETECTION_MESSAGES,
  DETECTION_STATES,
  type DetectionPublicity,
  type DetectionStart,
  type DetectionStatus,
} from '../../schemas/detection';
import type { EstimateRow } from '../../schemas/estimate';
import { estimateFileOf, findBidFile, mayRead, mayStart, readEstimate, type BidFile } from './repo';
import { DETECTION_JOB, type DetectionPayload } from './job';
import { totalsOf } from './views';

/**
 * 文件检测 (issue 49; docs/bidding.md "文件检测"): start a detection of a bid file's 造价文件 as a
 * background job, and read its state and result. The routes check the role; this checks the node,
 * the record and its owner.
 */

type Db = Kysely<Database>;
const actorOf = (u: SessionUser) => ({ id: u.id, userName: u.userName, role: u.role });

function checkNode(gnCoding: string): void {
  if (!BID_FILE_NODES.includes(gnCoding)) throw badRequest(DETECTION_MESSAGES.badNode(gnCoding));
}

/** The bid file the caller may read, or 404 (another enterprise's is "not there"). */
async function readable(db: Db, user: SessionUser, id: string, gnCoding: string): Promise<BidFile> {
  checkNode(gnCoding);
  const file = await findBidFile(db, id);
  if (!file || !(await mayRead(db, user, file))) throw notFound(DETECTION_MESSAGES.noRecord);
  return file;
}

/** POST /ks/file/detection: queues the job; refusals are answers ({ isSuccess: false }), as the page expects. */
export async function startDetection(db: Db, user: SessionUser, body: { xmId: string; gnCoding: string }, wake: () => void): Promise<DetectionStart> {
  checkNode(body.gnCoding);
  const refuse = async (message: string): Promise<DetectionStart> => {
    await writeOpLog(db, actorOf(user), { action: 'detection.start', targetType: 'record', targetId: body.xmId, gnCoding: BID_FILE_NODE, detail: { message }, ok: false });
    return { isSuccess: false, errorMessage: message };
  };
  const file = await findBidFile(db, body.xmId);
  if (!file || !(await mayStart(db, user, file))) return refuse(DETECTION_MESSAGES.noRecord);
  const estimate = estimateFileOf(file);
  if (!estimate) return refuse(DETECTION_MESSAGES.noEstimateFile);
  const payload: DetectionPayload = { recordId: file.id, fileId: estimate.fileId, fileName: estimate.fileName, actor: actorOf(user) };
  const queued = await db.transaction().execute(async (tx) => {
    const r = await enqueue(tx, { kind: DETECTION_JOB, key: file.id, payload, message: DETECTION_MESSAGES.queued });
    if (r.created) await writeOpLog(tx, actorOf(user), { action: 'detection.start', targetType: 'record', targetId: file.id, gnCoding: BID_FILE_NODE, detail: { jobId: r.job.id, fileId: estimate.fileId } });
    return r;
  });
  if (!queued.created) return refuse(DETECTION_MESSAGES.alreadyRunning);
  wake();
  return { isSuccess: true, errorMessage: '' };
}

const STATE_OF: Record<Job['state'], number> = { queued: DETECTION_STATES.queued, running: DETECTION_STATES.running, done: DETECTION_STATES.done, failed: DETECTION_STATES.failed };
const MESSAGE_OF: Record<Job['state'], string> = { queued: DETECTION_MESSAGES.queued, running: DETECTION_MESSAGES.running, done: DETECTION_MESSAGES.done, failed: DETECTION_MESSAGES.failed };

/** The state of a bid file's detection: its newest job, or −2 (no 造价文件) / −1 (never detected). */
async function stateOf(db: Db, file: BidFile): Promise<DetectionStatus & { finishedAt: string | null }> {
  const job = await latestJob(db, DETECTION_JOB, file.id);
  if (!job) {
    if (!estimateFileOf(file)) return { state: DETECTION_STATES.noFile, progress: 0, message: DETECTION_MESSAGES.noFile, finishedAt: null };
    const stored = await readEstimate(db, file.id);
    // A tree stored without a job (the demo's parsed estimate is seeded that way) counts as done.
    if (stored) return { state: DETECTION_STATES.done, progress: 100, message: DETECTION_MESSAGES.done, finishedAt: stored.finishedAt };
    return { state: DETECTION_STATES.notStarted, progress: 0, message: DETECTION_MESSAGES.notStarted, finishedAt: null };
  }
  // A failed job's message is the parser's Chinese error; a running one shows its step (正在解析文件 …).
  const message = job.state === 'failed' ? (job.error ?? DETECTION_MESSAGES.failed) : job.state === 'running' ? job.message || MESSAGE_OF.running : MESSAGE_OF[job.state];
  return { state: STATE_OF[job.state], progress: job.state === 'done' ? 100 : job.progress, message, jobId: job.id, finishedAt: job.finished_at };
}

/** POST /ks/file/detection/status. */
export async function detectionStatus(db: Db, user: SessionUser, body: { xmId: string; gnCoding: string }): Promise<DetectionStatus> {
  const file = await readable(db, user, body.xmId, body.gnCoding);
  const { finishedAt: _f, ...status } = await stateOf(db, file);
  return status;
}

/** The states block and the stored tree (empty until a detection finished) of the result-like calls. */
export async function detectionResult(db: Db, user: SessionUser, body: { id: string; gnCoding: string }): Promise<{ states: { state: number; progress: number; message: string; finishedAt: string | null }; list: EstimateRow[] }> {
  const file = await readable(db, user, body.id, body.gnCoding);
  const { jobId: _j, ...states } = await stateOf(db, file);
  const stored = await readEstimate(db, file.id);
  return { states, list: stored?.rows ?? [] };
}

/**
 * POST /ks/file/detection/publicity (public): what a visitor may see of a bid file whose audit
 * passed (passed or published): project, bidder, 投标报价 and the estimate's totals. Anything else
 * answers 404, as an unknown id does.
 */
export async function detectionPublicity(db: Db, body: { id: string; gnCoding: string }): Promise<DetectionPublicity> {
  checkNode(body.gnCoding);
  const file = await findBidFile(db, body.id);
  if (!file || !['passed', 'published'].includes(file.status)) throw notFound(DETECTION_MESSAGES.notPublic);
  const stored = await readEstimate(db, file.id);
  const tbbj = Number(file.data.tbbj);
  return {
    xmmc: String(file.data.xmmc ?? ''),
    tbdw: String(file.data.tbdw ?? ''),
    tbbj: file.data.tbbj === undefined || file.data.tbbj === '' || !Number.isFinite(tbbj) ? null : tbbj,
    finishedAt: stored?.finishedAt ?? null,
    totals: stored ? totalsOf(stored.rows) : null,
  };
}
