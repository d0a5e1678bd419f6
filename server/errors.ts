import { ResponseCode } from '../schemas';

/**
 * What went wrong, in the domain's words. Repositories, records and structure code throw these
 * without knowing HTTP; `HTTP_OF` is the one table that gives each kind its status and envelope
 * code (server/http/errors.ts answers with it).
 */
export type ErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'too-many' | 'broken';

export const HTTP_OF: Record<ErrorKind, { status: number; code: number }> = {
  invalid: { status: 400, code: ResponseCode.BAD_REQUEST },
  unauthenticated: { status: 401, code: ResponseCode.NOT_LOGGED_IN },
  forbidden: { status: 403, code: ResponseCode.FORBIDDEN },
  'not-found': { status: 404, code: ResponseCode.NOT_FOUND },
  conflict: { status: 409, code: ResponseCode.CONFLICT },
  'too-large': { status: 413, code: 413 },
  'too-many': { status: 429, code: ResponseCode.TOO_MANY_REQUESTS },
  broken: { status: 500, code: ResponseCode.SERVER_ERROR },
};

/** An error meant for the caller: its message is Chinese and safe to show; `code` overrides the kind's envelope code. */
export class ApiError extends Error {
  readonly code: number;
  /** The envelope's `data` of the refusal (null unless it says more, e.g. the fields of a refused save). */
  data: unknown = null;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    code?: number,
  ) {
    super(message);
    this.code = code ?? HTTP_OF[kind].code;
  }

  get httpStatus(): number {
    return HTTP_OF[this.kind].status;
  }
}

/** 400; `data` goes into the envelope (a refused save's `{ problems }`: the browser shows each at its field). */
export const badRequest = (message: string, data?: unknown) => Object.assign(new ApiError('invalid', message), { data: data ?? null });
export const forbidden = (message = '无权访问该资源') => new ApiError('forbidden', message);
export const notFound = (message = '请求的资源不存在') => new ApiError('not-found', message);
export const conflict = (message: string) => new ApiError('conflict', message);
