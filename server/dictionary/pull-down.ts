import type { Kysely, RawBuilder } from 'kysely';
import type { FieldOption } from '../../schemas';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { badRequest, notFound } from '../errors';
import { canSee, findSystemWithSession } from '../db/repos/systems';
import { listOptions, parseWhereStr } from '../db/repos/dictionary';

export const WHERE_STR_MESSAGE = '上级条件 whereStr 格式有误，应为 JSON 对象字符串';
const SYSTEM_HIDDEN = '系统不存在或无权访问';

/**
 * Options that are records rather than a dictionary's rows (a bid file's 项目: the projects), by
 * display code. Areas above register them (server/app.ts wiring), so the dropdown call and the
 * catalogue's options operation answer them with the same system check as any dictionary.
 */
export type OptionSource = (db: Kysely<Database>, user: SessionUser | null) => Promise<FieldOption[]>;
const optionSources = new Map<string, OptionSource>();

export function registerOptionSource(displayCode: string, source: OptionSource): void {
  optionSources.set(displayCode, source);
}

export interface PullDownQuery {
  systemCoding: string;
  displayCode: string;
  key?: string | number;
  whereStr?: string;
}

/**
 * A dropdown's options (docs/dictionaries.md), of a system the caller may see; a public row's
 * reader (no user) needs only the system to exist. The engine's pull-down route and the
 * catalogue's `options` operation. `sessionStampSql` (a remembered session, `withSession`) is read
 * in the system's statement.
 */
export async function pullDown(
  db: Kysely<Database>,
  q: PullDownQuery,
  user: SessionUser | null,
  sessionStampSql?: RawBuilder<string | null>,
): Promise<{ options: FieldOption[]; sessionStamp: string | null }> {
  const where = q.whereStr === undefined || q.whereStr.trim() === '' ? undefined : parseWhereStr(q.whereStr);
  if (where === null) throw badRequest(WHERE_STR_MESSAGE);
  const source = optionSources.get(q.displayCode);
  // Side by side with the system check (a round trip less on PostgreSQL); its 404 still comes first.
  const reading = source ? source(db, user) : listOptions(db, { systemCoding: q.systemCoding, displayCode: q.displayCode, key: q.key === undefined ? undefined : String(q.key), where });
  reading.catch(() => undefined); // answered below, after the system check
  const { system, sessionStamp } = await findSystemWithSession(db, q.systemCoding, sessionStampSql);
  if (!system || (user && !canSee(user.role, system.roles))) throw notFound(SYSTEM_HIDDEN);
  return { options: await reading, sessionStamp };
}
