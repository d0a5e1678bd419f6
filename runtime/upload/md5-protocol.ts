/** Messages between the page and md5.worker.ts. */
export interface Md5Request {
  file: Blob;
  chunkSize: number;
}

export type Md5Message =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; md5: string; chunks: string[] }
  | { kind: 'error'; message: string };

export interface FileDigest {
  /** md5 of the whole file, lower-case hex */
  md5: string;
  /** md5 of each chunk of `chunkSize` bytes, in order */
  chunks: string[];
}
