import type {
  TaskEnterpriseQuery,
  TaskParticipantPage,
  TaskParticipateExportBody,
  TaskParticipateQuery,
  TaskStatQuery,
  TaskStatRows,
  TaskTodoList,
} from '../../schemas/task-statistics';
import { get } from './client';
import { postDownload } from './list-services';

const BASE = '/ks/task/v1/todo-statistics';

/** The query of a GET: absent and empty values are left out. */
const paramsOf = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

/** 任务统计's calls (docs/task-statistics.md). */
export const taskApi = {
  todoList: (q: TaskStatQuery) => get<TaskTodoList>(`${BASE}/todo-list`, { params: paramsOf(q) }),
  region: (q: TaskStatQuery) => get<TaskStatRows>(`${BASE}/region`, { params: paramsOf(q) }),
  enterprise: (q: TaskEnterpriseQuery) => get<TaskStatRows>(`${BASE}/enterprise`, { params: paramsOf(q) }),
  participants: (q: TaskParticipateQuery) => get<TaskParticipantPage>(`${BASE}/participate-ent-list`, { params: paramsOf(q) }),
  exportParticipants: (body: TaskParticipateExportBody) => postDownload(`${BASE}/export-participate-list`, paramsOf(body), '参与企业列表.xlsx'),
};
