import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, HelpNodesTable } from '../db/types';
import type { SessionUser } from '../session-user';
import { HELP_MESSAGES, type HelpKind, type HelpNode, type HelpSaveBody, type QuestionAnswer } from '../../schemas/help';
import { badRequest, notFound } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { signedLinks } from '../files/signed-links';
import { claimSharedFile } from '../files/shared-files';

/** File type of a help entry's file once saved: readable by every logged-in user. */
export const HELP_FILE_TYPE = 'help';

/**
 * How /help shows a help file: a PDF or an HTML page (the demo's user guides, fixtures only: no
 * upload is ever stored as HTML) in a frame, a video in a player.
 */
const kindOfMime = (mime: string) => (mime === 'application/pdf' ? 'pdf' : mime.startsWith('text/html') ? 'html' : mime.startsWith('video/') ? 'video' : '');
const actorOf = (user: SessionUser) => ({ id: user.id, userName: user.userName, role: user.role });

/**
 * POST /ks/guide/node/descritons (kind help) and /faq-list (kind faq): the groups in their order,
 * each with its entries; a help entry's file as a link signed for the reader (an <iframe> or
 * <video> sends no token).
 */
export async function helpTree(db: Kysely<Database>, kind: HelpKind, readerId: string): Promise<HelpNode[]> {
  const rows = await db
    .selectFrom('help_nodes')
    .leftJoin('files', 'files.id', 'help_nodes.file_id')
    .select(['help_nodes.id', 'help_nodes.parent_id', 'help_nodes.group_name', 'help_nodes.file_id', 'help_nodes.qa', 'help_nodes.sort', 'files.display_name', 'files.mime'])
    .where('help_nodes.kind', '=', kind)
    .orderBy('help_nodes.sort')
    .orderBy('help_nodes.id')
    .execute();
  const links = signedLinks(db);
  const nodes = await Promise.all(
    rows.map(
      async (r): Promise<HelpNode> => ({
        id: r.id,
        groupName: r.group_name,
        fileId: r.file_id,
        fileName: r.display_name ?? '',
        fileKind: r.mime ? kindOfMime(r.mime) : '',
        filePath: r.file_id && r.mime ? await links.sign(r.file_id, readerId) : '',
        sort: Number(r.sort),
        list: JSON.parse(r.qa) as QuestionAnswer[],
        children: [],
      }),
    ),
  );
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: HelpNode[] = [];
  rows.forEach((r, i) => {
    if (r.parent_id === null) roots.push(nodes[i]);
    else byId.get(r.parent_id)?.children.push(nodes[i]);
  });
  return roots;
}

/** POST /ks/guide/node/save (administrators): a group (no parent) or an entry under a group of the same tree. */
export async function saveHelpNode(db: Kysely<Database>, user: SessionUser, body: HelpSaveBody): Promise<string> {
  return db.transaction().execute(async (tx) => {
    if (body.parentId) {
      const parent = await tx.selectFrom('help_nodes').select(['id', 'kind', 'parent_id']).where('id', '=', body.parentId).executeTakeFirst();
      if (!parent || parent.kind !== body.kind) throw badRequest(HELP_MESSAGES.parent);
      if (parent.parent_id !== null || parent.id === body.id) throw badRequest(HELP_MESSAGES.depth);
    }
    const fileId = body.kind === 'help' ? (body.fileId ?? null) : null;
    if (fileId && !(await claimSharedFile(tx, fileId, HELP_FILE_TYPE, (mime) => kindOfMime(mime) !== ''))) throw badRequest(HELP_MESSAGES.file);
    const fields = {
      kind: body.kind,
      parent_id: body.parentId,
      group_name: body.groupName.trim(),
      file_id: fileId,
      qa: JSON.stringify(body.kind === 'faq' ? (body.list ?? []).map((q) => ({ question: q.question.trim(), answer: q.answer.trim() })) : []),
      sort: body.sort ?? 0,
      updated_at: nowIso(),
    };
    let id = body.id;
    if (id) {
      const existing = await tx.selectFrom('help_nodes').select(['kind']).where('id', '=', id).executeTakeFirst();
      if (!existing || existing.kind !== body.kind) throw notFound(HELP_MESSAGES.notFound);
      if (body.parentId) {
        const kids = await tx.selectFrom('help_nodes').select('id').where('parent_id', '=', id).limit(1).execute();
        if (kids.length > 0) throw badRequest(HELP_MESSAGES.depth);
      }
      await tx.updateTable('help_nodes').set(fields).where('id', '=', id).execute();
    } else {
      id = crypto.randomUUID();
      await tx.insertInto('help_nodes').values({ id, ...fields }).execute();
    }
    await writeOpLog(tx, actorOf(user), { action: body.id ? 'help.update' : 'help.create', targetType: 'help', targetId: id, detail: { kind: body.kind, groupName: fields.group_name, fileId } });
    return id;
  });
}

/** POST /ks/guide/node/delete (administrators): an entry, or a group without entries. */
export async function deleteHelpNode(db: Kysely<Database>, user: SessionUser, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const kids = await tx.selectFrom('help_nodes').select('id').where('parent_id', '=', id).limit(1).execute();
    if (kids.length > 0) throw badRequest(HELP_MESSAGES.hasChildren);
    const done = await tx.deleteFrom('help_nodes').where('id', '=', id).executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) throw notFound(HELP_MESSAGES.notFound);
    await writeOpLog(tx, actorOf(user), { action: 'help.delete', targetType: 'help', targetId: id });
  });
}

/** The demo help content (fixtures/help.json), loaded on the first start after the demo files. */
export interface HelpFixtureNode {
  id: string;
  kind: HelpKind;
  groupName: string;
  fileId?: string;
  list?: QuestionAnswer[];
  children?: HelpFixtureNode[];
}

export async function insertHelpFixtures(db: Kysely<Database>, nodes: readonly HelpFixtureNode[]): Promise<void> {
  const now = nowIso();
  const insert = async (n: HelpFixtureNode, parentId: string | null, sort: number) => {
    const row: Selectable<HelpNodesTable> = {
      id: n.id,
      kind: n.kind,
      parent_id: parentId,
      group_name: n.groupName,
      file_id: n.fileId ?? null,
      qa: JSON.stringify(n.list ?? []),
      sort,
      updated_at: now,
    };
    await db.insertInto('help_nodes').values(row).execute();
    for (const [i, c] of (n.children ?? []).entries()) await insert({ ...c, kind: n.kind }, n.id, i);
  };
  for (const [i, n] of nodes.entries()) await insert(n, null, i);
}
