// The job and estimate-result tables (migration 0032_jobs), part of `Database` in types.ts.

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: string;
  kind: string;
  /** what the job is about (one open job per kind and key) */
  job_key: string;
  /** JSON text */
  payload: string;
  state: JobState;
  attempts: number;
  /** 0–100 */
  progress: number;
  /** the step the job is at, in Chinese (正在读取文件 …) */
  message: string;
  /** ISO instant: a running job whose lease is older is claimed again */
  lease_until: string | null;
  /** the instance running it */
  worker: string | null;
  /** JSON text of a done job's result */
  result: string | null;
  /** a failed job's Chinese message */
  error: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface EstimateResultsTable {
  record_id: string;
  node_id: string;
  job_id: string;
  file_id: string;
  file_name: string;
  row_count: number;
  /** JSON text: EstimateRow[] */
  rows: string;
  finished_at: string;
}
