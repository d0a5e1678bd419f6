import { Type } from '@sinclair/typebox';
import { ExportFile } from '../../../schemas';
import {
  PARTICIPANT_EXPORT_CAP,
  TaskEnterpriseQuery,
  TaskParticipantPage,
  TaskParticipateExportBody,
  TaskParticipateQuery,
  TaskStatQuery,
  TaskStatRows,
  TaskTodoList,
} from '../../../schemas/task-statistics';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { exportParticipants } from '../../tasks/export';
import { byEnterprise, byRegion, participateList, todoList } from '../../tasks/statistics';

const BASE = '/ks/task/v1/todo-statistics';
/** Administrators (within their 管理权限) and developers; enterprise users have no statistics. */
const READERS = ['M', 'D'] as const;
const tags = ['tasks'];

/** 任务统计 (spec 002 §7 Tasks; docs/task-statistics.md). */
export default function taskRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    `${BASE}/todo-list`,
    { config: { access: [...READERS] }, schema: { tags, summary: '任务统计：待审核与已办结的审核数，合计、按系统、按月份', querystring: TaskStatQuery, response: responses(TaskTodoList) } },
    async (request) => ok(await todoList(ctx, request.query, caller(request))),
  );
  app.get(
    `${BASE}/region`,
    { config: { access: [...READERS] }, schema: { tags, summary: '任务统计：按企业所在地区', querystring: TaskStatQuery, response: responses(TaskStatRows) } },
    async (request) => ok(await byRegion(ctx, request.query, caller(request))),
  );
  app.get(
    `${BASE}/enterprise`,
    { config: { access: [...READERS] }, schema: { tags, summary: '任务统计：待审核最多的企业（top，默认 10，最多 50）', querystring: TaskEnterpriseQuery, response: responses(TaskStatRows) } },
    async (request) => ok(await byEnterprise(ctx, request.query, Math.min(Number(request.query.top ?? 10), 50), caller(request))),
  );
  app.get(
    `${BASE}/participate-ent-list`,
    { config: { access: [...READERS] }, schema: { tags, summary: '参与企业列表：有记录提交审核的企业及其审核数（分页，可按名称或信用代码查询）', querystring: TaskParticipateQuery, response: responses(TaskParticipantPage) } },
    async (request) => ok(await participateList(ctx, request.query, caller(request))),
  );
  app.post(
    `${BASE}/export-participate-list`,
    {
      config: { access: [...READERS] },
      schema: {
        tags,
        summary: `导出参与企业列表（.xlsx 文件，不是 JSON 信封；最多 ${PARTICIPANT_EXPORT_CAP} 行）`,
        body: TaskParticipateExportBody,
        response: { ...responses(Type.Null()), 200: ExportFile },
      },
    },
    async (request, reply) => {
      const file = await exportParticipants(ctx, request.body, caller(request));
      return reply.headers(file.headers).send(file.body);
    },
  );
}
