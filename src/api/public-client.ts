import { decideOutcome, HTTP_TIMEOUT_MS, NOT_LOGGED_IN, REQUEST_FAILED, TIMEOUT_MESSAGE, type Outcome } from './outcome';

/**
 * The calls anyone may make (the portal's lists, the platform's name): `fetch` without a token,
 * dialogs or session handling, so the public pages do without axios and antd's Modal (docs/portal.md
 * "The public entry"). The envelope is read by the client's own rules (outcome.ts); a failure rejects
 * with the Chinese message the page shows in place.
 */
export async function publicRequest<T>(url: string, body?: unknown): Promise<T> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), HTTP_TIMEOUT_MS);
  let httpStatus: number | undefined;
  let answer: unknown = null;
  try {
    const res = await fetch(url, body === undefined ? { signal: abort.signal } : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal: abort.signal });
    httpStatus = res.status;
    answer = await res.json().catch(() => null);
  } catch {
    // no answer: the network failed or the deadline passed
  } finally {
    clearTimeout(timer);
  }
  const outcome = decideOutcome({ httpStatus, body: answer, timedOut: abort.signal.aborted, pathname: window.location.pathname });
  if (outcome.kind === 'ok') return (answer as { data: T }).data;
  throw new Error(failureText(outcome));
}

function failureText(outcome: Outcome): string {
  if (outcome.kind === 'timeout') return TIMEOUT_MESSAGE;
  if (outcome.kind === 'notLoggedIn') return NOT_LOGGED_IN;
  return ('message' in outcome && outcome.message) || REQUEST_FAILED;
}

export const publicGet = <T>(url: string): Promise<T> => publicRequest<T>(url);
export const publicPost = <T>(url: string, body: unknown): Promise<T> => publicRequest<T>(url, body);
