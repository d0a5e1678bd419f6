import type { TSchema } from '@sinclair/typebox';
import type { Kysely, Selectable } from 'kysely';
import { check, FormConfig, ListConfig, type SchemaIssue } from '../../../schemas';
import type { Database, NodesTable } from '../types';
import { nowIso } from '../clock';
import { writeOpLog, type Actor } from './oplog';
import { ApiError, badRequest, conflict } from '../../errors';

export type NodeRow = Selectable<NodesTable>;
export const NODE_KINDS = ['form', 'list', 'card'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

export const STALE_NODE_MESSAGE = '配置已被他人修改，请刷新或对比后再保存';

// A list node and a card node share the list config shape (schemas/list.ts).
const KIND_SCHEMAS: Record<NodeKind, TSchema> = { form: FormConfig, list: ListConfig, card: ListConfig };

export const isNodeKind = (k: string): k is NodeKind => (NODE_KINDS as readonly string[]).includes(k);

/**
 * Names the place of a schema problem the way a configurer sees it, e.g.
 * `第 1 组「基本信息」第 3 项「企业名称」(qymc) 的 name：缺少必填项`.
 */
export function describeConfigIssue(config: unknown, issue: SchemaIssue): string {
  const m = /^\/groups\/(\d+)(?:\/items\/(\d+))?(?:\/(.*))?$/.exec(issue.path);
  if (!m) return `${issue.path === '/' ? '配置' : issue.path}：${issue.message}`;
  const groups = (config as { groups?: Array<{ title?: unknown; items?: unknown[] }> }).groups ?? [];
  const g = groups[Number(m[1])];
  let where = `第 ${Number(m[1]) + 1} 组${typeof g?.title === 'string' && g.title ? `「${g.title}」` : ''}`;
  if (m[2] !== undefined) {
    const item = (g?.items?.[Number(m[2])] ?? {}) as { name?: unknown; bianma?: unknown };
    const name = typeof item.name === 'string' && item.name ? `「${item.name}」` : '';
    const key = typeof item.bianma === 'string' && item.bianma ? `(${item.bianma})` : '';
    where += `第 ${Number(m[2]) + 1} 项${name}${key}`;
  }
  return `${where}${m[3] ? ` 的 ${m[3].replace(/\//g, '.')}` : ''}：${inChinese(issue.message)}`;
}

const TYPE_NAMES: Record<string, string> = { string: '字符串', integer: '整数', number: '数字', boolean: '布尔值', object: '对象', array: '数组' };

/** ajv speaks English; a configurer reads Chinese. Unknown phrasings fall back to a generic one. */
function inChinese(message: string): string {
  if (/[\u4e00-\u9fff]/.test(message)) return message;
  let m: RegExpExecArray | null;
  if ((m = /^must be (<=|>=|<|>) (\S+)$/.exec(message))) return `${m[1].startsWith('<') ? '不能大于' : '不能小于'} ${m[2]}`;
  if ((m = /^must be (\w+)$/.exec(message)) && TYPE_NAMES[m[1]]) return `应为${TYPE_NAMES[m[1]]}`;
  if ((m = /^must NOT have more than (\d+) (characters|items)$/.exec(message))) return `长度不能超过 ${m[1]}`;
  if ((m = /^must NOT have fewer than (\d+) (characters|items)$/.exec(message))) return Number(m[1]) <= 1 ? '不能为空' : `长度不能少于 ${m[1]}`;
  return '取值不合法';
}

/** Checks a config against the schema of its kind; the message names the first bad item. */
export function validateNodeConfig(kind: string, config: unknown): { ok: true } | { ok: false; message: string } {
  if (!isNodeKind(kind)) return { ok: false, message: `未知的节点类型 ${kind}` };
  const result = check(KIND_SCHEMAS[kind], config);
  if (result.ok) return { ok: true };
  return { ok: false, message: result.issues.slice(0, 3).map((i) => describeConfigIssue(config, i)).join('；') };
}

export async function findNode(db: Kysely<Database>, nodeId: string): Promise<NodeRow | undefined> {
  return db.selectFrom('nodes').selectAll().where('id', '=', nodeId).executeTakeFirst();
}

export interface SaveNodeInput {
  nodeId: string;
  systemCoding: string;
  kind: NodeKind;
  title: string;
  config: unknown;
  /** The version the editor started from; 0 (or null) for a node that does not exist yet. */
  expectedVersion: number | null;
  actor: Actor;
}

/**
 * Versioned save: refuses a stale `expectedVersion` (409), bumps the version, appends the new
 * config to node_versions and logs the change — all in one transaction (the caller's, when it
 * passes one). The compare-and-set is in the UPDATE itself, so two concurrent saves from the same
 * version cannot both win.
 */
export async function saveNodeConfig(db: Kysely<Database>, input: SaveNodeInput): Promise<{ version: number }> {
  const valid = validateNodeConfig(input.kind, input.config);
  if (!valid.ok) throw badRequest(`节点配置不合法：${valid.message}`);
  const run = async (tx: Kysely<Database>) => {
    const text = JSON.stringify(input.config);
    const now = nowIso();
    const expected = input.expectedVersion ?? 0;
    let version: number;
    if (expected === 0) {
      const exists = await findNode(tx, input.nodeId);
      if (exists) throw conflict(STALE_NODE_MESSAGE);
      version = 1;
      await tx
        .insertInto('nodes')
        .values({ id: input.nodeId, system_coding: input.systemCoding, kind: input.kind, title: input.title, config: text, version, updated_at: now, updated_by: input.actor.userName })
        .execute();
    } else {
      version = expected + 1;
      const res = await tx
        .updateTable('nodes')
        .set({ system_coding: input.systemCoding, kind: input.kind, title: input.title, config: text, version, updated_at: now, updated_by: input.actor.userName })
        .where('id', '=', input.nodeId)
        .where('version', '=', expected)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw conflict(STALE_NODE_MESSAGE);
    }
    await tx.insertInto('node_versions').values({ node_id: input.nodeId, version, config: text, saved_by: input.actor.userName, saved_at: now }).execute();
    await writeOpLog(tx, input.actor, {
      action: 'save-node-config',
      targetType: 'node',
      targetId: input.nodeId,
      gnCoding: input.systemCoding,
      detail: { kind: input.kind, version },
    });
    return { version };
  };
  if (db.isTransaction) return run(db);
  try {
    return await db.transaction().execute(run);
  } catch (err) {
    // A concurrent first save of the same node loses on the primary key: same answer as stale.
    if (!(err instanceof ApiError) && (input.expectedVersion ?? 0) === 0 && (await findNode(db, input.nodeId))) {
      throw conflict(STALE_NODE_MESSAGE);
    }
    throw err;
  }
}
