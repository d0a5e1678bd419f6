import type { Kysely } from 'kysely';
import { check } from '../../../schemas';
import { ChartConfig, ChartData, ChartDataBody, type ChartPanel } from '../../../schemas/chart';
import { configProblems, pageKind } from '../../../schemas/page-kinds';
import type { ApiApp, AppContext } from '../../context';
import type { Database } from '../../db/types';
import { ok, responses } from '../../http/envelope';
import { allowed, caller } from '../../http/access';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { findRecordNode } from '../../records/list-node';
import { findNode } from '../../db/repos/nodes';
import { chartData } from '../../records/chart-query';
import { chartFieldFacts } from '../../records/chart-fields';
import { actorOf } from '../../records/service';
import type { SessionUser } from '../../session-user';

const CHART_NOT_FOUND = '图表页面不存在';
const SOURCE_NOT_FOUND = '图表的数据节点不存在';
const PANEL_NOT_FOUND = '图表面板不存在';
/** Who may ask for an unsaved panel (the designer's preview): the builders. */
const BUILDERS = ['M', 'D'] as const;

/** The chart node `nodeId` as `user` may read it (its menu visible to the role), or 404. */
async function chartConfig(db: Kysely<Database>, nodeId: string, user: SessionUser): Promise<ChartConfig> {
  const visible = await findRecordNode(db, nodeId, user.role);
  const row = visible ? await findNode(db, nodeId) : undefined;
  if (!row || pageKind(row.kind)?.opens !== 'dashboard') throw notFound(CHART_NOT_FOUND);
  const parsed = check(ChartConfig, JSON.parse(row.config) as unknown);
  // A stored config always passed its schema on save; one that no longer does is not drawn.
  if (!parsed.ok) throw notFound(CHART_NOT_FOUND);
  return parsed.value;
}

/** The saved panel named by key, or the unsaved panel a builder sends, checked as a save would. */
function panelOf(config: ChartConfig, asked: string | ChartPanel, user: SessionUser): ChartPanel {
  if (typeof asked === 'string') {
    const found = config.panels.find((p) => p.key === asked);
    if (!found) throw badRequest(PANEL_NOT_FOUND);
    return found;
  }
  if (!allowed(user, BUILDERS)) throw forbidden('只有管理员和开发人员可以预览未保存的面板');
  const problems = configProblems('chart', { ...config, panels: [asked] }, []);
  if (problems.length > 0) throw badRequest(problems.map((p) => p.text).join('；'));
  return asked;
}

/** POST /ks/monitor/chart-data: one panel's numbers (docs/charts.md). */
export default function chartRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/monitor/chart-data',
    {
      config: { access: 'user' },
      schema: {
        tags: ['records'],
        summary: '图表面板数据（按字段或年月分组计数、求和；与列表相同的可见范围）',
        body: ChartDataBody,
        response: responses(ChartData),
      },
    },
    async (request) => {
      const user = caller(request);
      const config = await chartConfig(ctx.db, request.body.nodeId, user);
      const panel = panelOf(config, request.body.panel, user);
      // The source node is read with the caller's role: a menu it cannot see counts nothing, 404.
      const source = await findRecordNode(ctx.db, panel.source.gnCoding, user.role);
      if (!source) throw notFound(SOURCE_NOT_FOUND);
      const facts = await chartFieldFacts(ctx.db, source);
      return ok(await chartData({ db: ctx.db, dialect: ctx.dialect, recordsNodeId: source.recordsNodeId, viewer: actorOf(user), facts }, panel));
    },
  );
}
