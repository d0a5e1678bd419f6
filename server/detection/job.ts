import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Job } from '../jobs/queue';
import type { JobControl, JobHandler, JobOutcome } from '../jobs/poller';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { BID_FILE_NODE, DETECTION_MESSAGES } from '../../schemas/detection';
import type { EstimateRow } from '../../schemas/estimate';
import { storeEstimate } from './repo';

type Db = Kysely<Database>;

export const DETECTION_JOB = 'detection';

/** server/estimates' parseEstimate (hA), handed in by the wiring. */
export type ParseEstimate = (bytes: Buffer, fileName: string) => Promise<{ ok: true; rows: EstimateRow[]; count: number } | { ok: false; message: string }>;
/** The bytes of a stored file (server/files), handed in by the wiring; null when it has no content. */
export type ReadStoredFile = (fileId: string) => Promise<{ bytes: Buffer; name: string } | null>;

export interface DetectionPayload {
  recordId: string;
  fileId: string;
  fileName: string;
  /** who started it (the op log's actor of the finish line) */
  actor: { id: string | null; userName: string; role: string };
}

/** DETECTION_DELAY_MS slows each step (tests watch progress, kill a worker mid-job); 0 by default. */
function delayMs(): number {
  const v = Number(process.env.DETECTION_DELAY_MS ?? 0);
  return Number.isFinite(v) && v > 0 ? v : 0;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (!ms) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * The detection job (docs/bidding.md "文件检测"): read the bid file's 造价文件 (10), parse it (30),
 * store the tree (90), done (100). A parse failure fails the job with the parser's Chinese message.
 * Its result and its op-log line are written in the transaction that finishes the job, so a worker
 * killed at any point leaves either nothing or everything, and a resumed job finishes once.
 */
export function detectionHandler(deps: { parse: ParseEstimate; readFile: ReadStoredFile }): JobHandler {
  return {
    kind: DETECTION_JOB,
    async run(job: Job, control: JobControl): Promise<JobOutcome> {
      const payload = JSON.parse(job.payload) as DetectionPayload;
      const wait = delayMs();
      const logLine = (action: string, ok: boolean, detail: object) => (tx: Db) =>
        writeOpLog(tx, payload.actor, { action, targetType: 'record', targetId: payload.recordId, gnCoding: BID_FILE_NODE, detail: { jobId: job.id, attempt: job.attempts, ...detail }, ok });
      const fail = (message: string): JobOutcome => ({ ok: false, error: message, onFinish: logLine('detection.fail', false, { message }) });

      await control.progress(5, DETECTION_MESSAGES.reading);
      await pause(wait, control.signal);
      const file = await deps.readFile(payload.fileId);
      if (!file) return fail(DETECTION_MESSAGES.fileMissing);
      await control.progress(10, DETECTION_MESSAGES.running);
      await pause(wait, control.signal);
      const parsed = await deps.parse(file.bytes, payload.fileName || file.name);
      if (!parsed.ok) return fail(parsed.message);
      await control.progress(30, DETECTION_MESSAGES.running);
      await pause(wait, control.signal);
      await control.progress(90, DETECTION_MESSAGES.storing);
      await pause(wait, control.signal);
      const at = nowIso();
      return {
        ok: true,
        message: DETECTION_MESSAGES.done,
        result: { count: parsed.count },
        onFinish: async (tx) => {
          await storeEstimate(tx, { recordId: payload.recordId, jobId: job.id, fileId: payload.fileId, fileName: payload.fileName || file.name, rows: parsed.rows, count: parsed.count, at });
          await logLine('detection.finish', true, { rows: parsed.count })(tx);
        },
      };
    },
  };
}
