import type { SaveRecordBody, SaveRecordData } from '../../../schemas/record';
import { ApiError } from '../../api/client';
import { fetchRecord, saveRecord } from './detail-calls';

/** What the page says when a save got no usable answer (docs/forms.md "When a save fails"). */
export const SAVE_FAILED = {
  network: '保存失败：网络连接中断，填写的内容仍在本页，请检查网络后重试',
  timeout: '保存失败：服务器未及时响应，填写的内容仍在本页，请稍后重试',
  server: '保存失败：服务器暂时无法处理，填写的内容仍在本页，请稍后重试',
} as const;

/**
 * The message for a save or submit that failed for the network, a timeout or a 5xx, or null for
 * any other failure (a refusal, a session end): those keep the spec's own messages and dialogs.
 */
export function saveFailureText(e: unknown): string | null {
  if (!(e instanceof ApiError)) return null;
  if (e.outcome.kind === 'sessionEnd' || e.outcome.kind === 'notLoggedIn' || e.outcome.kind === 'companyInfo') return null;
  if (e.outcome.kind === 'timeout') return SAVE_FAILED.timeout;
  if (e.httpStatus === undefined) return SAVE_FAILED.network;
  if (e.httpStatus >= 500) return SAVE_FAILED.server;
  return null;
}

// Keys in a fixed order, so two stores of the same values compare equal whatever order they came in.
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : x,
  );

/** Whether the stored values hold every value the save sent (the server may add its own keys). */
export function holdsAll(stored: Record<string, unknown>, sent: Record<string, unknown>): boolean {
  return Object.keys(sent).every((k) => canonical(stored[k] ?? null) === canonical(sent[k] ?? null));
}

/**
 * Saves through the record's version, which makes a resend safe: an edit whose earlier attempt
 * did reach the server (its answer was lost, or the submit after it failed) is refused with 409,
 * since the stored version moved on. Then the stored record is read: when it already holds what
 * this save sends, that earlier attempt is the save asked for, and its version is the answer, so
 * a retry never makes a second version. Anything else is a real conflict and stays the spec's 409.
 */
export async function saveOnce(body: SaveRecordBody): Promise<SaveRecordData> {
  try {
    const saved = await saveRecord(body);
    return saved.repeated ? await overRepeat(body, saved) : saved;
  } catch (e) {
    if (!(e instanceof ApiError) || e.httpStatus !== 409 || body.id === undefined) throw e;
    const stored = await fetchRecord(body.nodeId, body.id).catch(() => null);
    if (stored && holdsAll(stored.data as Record<string, unknown>, body.data)) return { id: stored.id, version: stored.version };
    throw e;
  }
}

/**
 * A new record's create repeated with its `saveKey` (the first one's answer was lost): the server
 * answers the record the first made. It holds what that first attempt sent; when the values typed
 * since differ, they are saved over it as an edit, so the record ends up holding this save.
 */
async function overRepeat(body: SaveRecordBody, first: SaveRecordData): Promise<SaveRecordData> {
  const stored = await fetchRecord(body.nodeId, first.id);
  if (holdsAll(stored.data as Record<string, unknown>, body.data)) return { id: stored.id, version: stored.version };
  return saveOnce({ nodeId: body.nodeId, id: stored.id, version: stored.version, data: body.data });
}

/** A save refused because the session ended (expired, revoked): the login dialog follows, the intent is kept. */
export function sessionEnded(e: unknown): boolean {
  return e instanceof ApiError && (e.outcome.kind === 'sessionEnd' || e.outcome.kind === 'notLoggedIn');
}

/** A new record's idempotency key: random hex, from `getRandomValues` (randomUUID needs a secure context). */
export function newSaveKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
