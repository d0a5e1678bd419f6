import type { Kysely, Selectable } from 'kysely';
import type { Database, EnterprisesTable } from '../db/types';
import { notFound } from '../errors';
import { PORTAL_MESSAGES, type PublicSubject, type SubjectListBody, type SubjectPage } from '../../schemas/portal';

/** `%…%` for LIKE, with the caller's own % and _ taken literally. */
const like = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns the portal may read: never the contact phone, the legal person or the audit state. */
const PUBLIC_COLUMNS = ['id', 'name', 'credit_code', 'ent_type', 'region', 'address', 'qualifications', 'created_at'] as const;
type PublicRow = Pick<Selectable<EnterprisesTable>, (typeof PUBLIC_COLUMNS)[number]>;

function qualificationNames(text: string): string[] {
  try {
    const list = JSON.parse(text || '[]') as unknown;
    return Array.isArray(list) ? list.map((q) => (typeof q === 'object' && q !== null ? String((q as { label?: unknown }).label ?? '') : '')).filter(Boolean) : [];
  } catch {
    return [];
  }
}

const toSubject = (r: PublicRow): PublicSubject => ({
  id: r.id,
  qymc: r.name,
  tyshxydm: r.credit_code,
  qylx: r.ent_type,
  region: r.region,
  address: r.address ?? '',
  qualifications: qualificationNames(r.qualifications),
  registeredAt: String(r.created_at).slice(0, 10),
});

/** 市场主体列表: registered enterprises' public data, by name and type, newest registration first. */
export async function subjectPage(db: Kysely<Database>, body: SubjectListBody): Promise<SubjectPage> {
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  let q = db.selectFrom('enterprises');
  const word = body.qymc?.trim();
  if (word) q = q.where((eb) => eb.or([eb('name', 'like', like(word)), eb('credit_code', 'like', like(word))]));
  if (body.qylx) q = q.where('ent_type', '=', body.qylx);
  const [rows, count] = await Promise.all([
    q.select([...PUBLIC_COLUMNS]).orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((curPage - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { records: rows.map(toSubject), total: Number(count?.total ?? 0), curPage, pageSize };
}

/** The newest registered enterprises (the home page's scrolling list). */
export async function newestSubjects(db: Kysely<Database>, size: number): Promise<PublicSubject[]> {
  const rows = await db.selectFrom('enterprises').select([...PUBLIC_COLUMNS]).orderBy('created_at', 'desc').orderBy('id').limit(size).execute();
  return rows.map(toSubject);
}

/** 主体详情: one registered enterprise's public data; 404 when there is none. */
export async function subjectInfo(db: Kysely<Database>, id: string): Promise<PublicSubject> {
  const row = await db.selectFrom('enterprises').select([...PUBLIC_COLUMNS]).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(PORTAL_MESSAGES.noSubject);
  return toSubject(row);
}
