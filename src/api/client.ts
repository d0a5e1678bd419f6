import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { getToken } from '../session/session';
import { decideOutcome, HTTP_TIMEOUT_MS, REQUEST_FAILED, TIMEOUT_MESSAGE, type Outcome } from './outcome';
import { performOutcome } from './effects';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip dialogs and toasts (session end and 401 handling still apply). */
    quiet?: boolean;
  }
}

export { HTTP_TIMEOUT_MS };

/** A failed call: `message` is Chinese and safe to show; `outcome` says what the shell did. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly outcome: Outcome,
    readonly code: number | undefined,
    readonly httpStatus: number | undefined,
    /** the refusal's envelope `data` (a refused save names its fields there: `{ problems }`) */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const http = axios.create({ baseURL: '', timeout: HTTP_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

const messageOf = (outcome: Outcome): string => {
  switch (outcome.kind) {
    case 'ok':
      return '';
    case 'timeout':
      return TIMEOUT_MESSAGE;
    case 'notLoggedIn':
      return '未登录';
    default:
      return outcome.message || REQUEST_FAILED;
  }
};

function fail(outcome: Outcome, quiet: boolean | undefined, body: unknown, status: number | undefined): never {
  performOutcome(outcome, { quiet });
  throw new ApiError(messageOf(outcome), outcome, codeOf(body), status, (body as { data?: unknown } | null | undefined)?.data ?? null);
}

const codeOf = (body: unknown): number | undefined => {
  const c = (body as { code?: unknown } | null)?.code;
  return typeof c === 'number' ? c : undefined;
};

/** Sends a request and resolves to the envelope's `data`; every failure rejects with ApiError. */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  return (await requestEnvelope<T>(config)).data;
}

/** As {@link request}, resolving to the whole envelope (for calls whose success message is shown). */
export async function requestEnvelope<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const pathname = window.location.pathname;
  let response: AxiosResponse<Envelope<T>>;
  try {
    response = await http.request<Envelope<T>>(config);
  } catch (e) {
    const err = e as AxiosError;
    const timedOut = err.code === AxiosError.ECONNABORTED || err.code === AxiosError.ETIMEDOUT;
    const body = err.response?.data;
    const status = err.response?.status;
    fail(decideOutcome({ httpStatus: status, body, timedOut, pathname }), config.quiet, body, status);
  }
  const outcome = decideOutcome({ httpStatus: response.status, body: response.data, pathname });
  if (outcome.kind !== 'ok') fail(outcome, config.quiet, response.data, response.status);
  return response.data;
}

export const get = <T>(url: string, config: AxiosRequestConfig = {}): Promise<T> => request<T>({ ...config, method: 'GET', url });
export const post = <T>(url: string, data?: unknown, config: AxiosRequestConfig = {}): Promise<T> =>
  request<T>({ ...config, method: 'POST', url, data });
