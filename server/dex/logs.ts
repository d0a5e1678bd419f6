import { sql, type Kysely } from 'kysely';
import type { Role } from '../../schemas';
import { DEX_ACTION_TEXT, DEX_EXPORT_CAP, DEX_LOG_KINDS, DEX_MESSAGES, type DexLogBody, type DexLogExportBody, type DexLogKind, type DexLogPage } from '../../schemas/dex-logs';
import type { Database } from '../db/types';
import { parseData } from '../db/repos/records';
import { RECORD_TARGET } from '../records/service';
import { nodeFacts, summaryOf } from '../messages/nodes';
import { badRequest, notFound } from '../errors';
import { recordScopeCondition, scopeApplies } from '../management/scope';
import { writeOpLog } from '../db/repos/oplog';
import { beijingTime, sheetFile, type SheetFile } from '../http/sheet-file';
import type { SessionUser } from '../session-user';

/** Who reads the history: an administrator sees only the records their 管理权限 covers. */
export interface DexViewer {
  id: string;
  role: Role;
}

interface LogDetail {
  pass?: boolean | null;
  reason?: string | null;
}

const detailOf = (text: string): LogDetail => {
  try {
    return JSON.parse(text) as LogDetail;
  } catch {
    return {};
  }
};

/** The day after `day` (YYYY-MM-DD): an end date includes its whole day. */
const nextDay = (day: string): string => {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * One page of a system's audit or push history, newest first: the op-log lines of the kind's
 * actions on records of the system the menu belongs to. Only successful steps are history.
 */
export async function listDexLogs(db: Kysely<Database>, kind: DexLogKind, body: DexLogBody, viewer: DexViewer): Promise<DexLogPage> {
  const spec = DEX_LOG_KINDS[kind];
  const menu = await db.selectFrom('menus').select(['system_coding', 'node_properties']).where('id', '=', body.id).executeTakeFirst();
  if (!menu) throw notFound('菜单不存在');
  if (menu.node_properties.trim() !== spec.property) throw badRequest(DEX_MESSAGES.notLogMenu);
  const system = await db.selectFrom('systems').select('system_name').where('system_coding', '=', menu.system_coding).executeTakeFirst();
  if (body.startDate && body.endDate && body.startDate > body.endDate) throw badRequest(DEX_MESSAGES.badRange);
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;

  let q = db
    .selectFrom('op_log as o')
    .innerJoin('records as r', 'r.id', 'o.target_id')
    .where('o.target_type', '=', RECORD_TARGET)
    .where('o.ok', '=', 1)
    .where('r.system_coding', '=', menu.system_coding)
    .where('o.action', 'in', [...spec.actions]);
  if (scopeApplies(viewer.role)) q = q.where(recordScopeCondition(viewer.id, sql.ref('r.system_coding'), 'r.enterprise_id'));
  if (body.startDate) q = q.where('o.at', '>=', body.startDate);
  if (body.endDate) q = q.where('o.at', '<', nextDay(body.endDate));
  if (kind === 'audit' && body.verdict) {
    // a verdict is in the detail of record.audit, and in the action's name for a change round
    const pass = body.verdict === 'pass';
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('o.action', '=', 'record.audit'), eb('o.detail', 'like', `%"pass":${pass}%`)]),
        eb('o.action', '=', pass ? 'record.change-pass' : 'record.change-reject'),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .select(['o.id', 'o.at', 'o.action', 'o.user_name', 'o.detail', 'r.id as record_id', 'r.node_id', 'r.data'])
      .orderBy('o.id', 'desc')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  const facts = await nodeFacts(db, rows.map((r) => r.node_id), viewer.role);
  return {
    records: rows.map((r) => {
      const detail = detailOf(r.detail);
      const f = facts.get(r.node_id);
      const pass = r.action === 'record.send' ? null : r.action === 'record.change-pass' ? true : r.action === 'record.change-reject' ? false : detail.pass === true;
      return {
        id: Number(r.id),
        at: r.at,
        action: r.action,
        actionText: r.action === 'record.audit' ? (pass ? '审核通过' : '审核驳回') : (DEX_ACTION_TEXT[r.action] ?? r.action),
        pass,
        reason: detail.reason ?? '',
        userName: r.user_name,
        recordId: r.record_id,
        nodeId: r.node_id,
        gnName: f?.title ?? r.node_id,
        businessName: summaryOf(f?.usable ?? null, parseData(r.data)),
        opens: f?.opens ?? 'list',
        systemCoding: menu.system_coding,
      };
    }),
    total: Number(count?.total ?? 0),
    systemName: system?.system_name ?? menu.system_coding,
  };
}

/**
 * The whole search (up to DEX_EXPORT_CAP lines, newest first) as an .xlsx with the page's columns,
 * written to the operation log (docs/supervision.md "导出").
 */
export async function exportDexLogs(db: Kysely<Database>, kind: DexLogKind, body: DexLogExportBody, user: SessionUser): Promise<SheetFile> {
  const page = await listDexLogs(db, kind, { ...body, curPage: 1, pageSize: DEX_EXPORT_CAP }, user);
  const audit = kind === 'audit';
  const columns = [
    { title: audit ? '审核时间' : '推送时间', width: 22 },
    { title: '业务', width: 20 },
    { title: '记录', width: 36 },
    { title: audit ? '审核结果' : '操作', width: 12 },
    ...(audit ? [{ title: '审核意见', width: 36 }] : []),
    { title: audit ? '审核人' : '推送人', width: 16 },
  ];
  const rows = page.records.map((r) => [beijingTime(r.at), r.gnName, r.businessName, r.actionText, ...(audit ? [r.reason] : []), r.userName]);
  const file = await sheetFile(`${page.systemName}${DEX_LOG_KINDS[kind].title}`, columns, rows, page.total);
  await db.transaction().execute((tx) =>
    writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, {
      action: 'dex.export',
      targetType: 'menu',
      targetId: body.id,
      detail: { kind, filters: body, rows: rows.length, total: page.total },
    }),
  );
  return file;
}
