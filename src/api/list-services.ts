import { AxiosError } from 'axios';
import type { Assignee } from '../../schemas/record';
import type { FieldOption } from '../../schemas/form';
import { PULL_DOWN_PATH } from './runtime-services';
import type { ListServices } from '../../runtime/blocks/table/list-services';
import type { ListPageResult, MenuCardNode, OpLogResponse, WorkflowAction } from '../../runtime/blocks/table/list-types';
import { ApiError, http, post, request } from './client';
import { performOutcome } from './effects';
import { permissionsApi } from './permissions';
import { decideOutcome, REQUEST_FAILED } from './outcome';

/** Spec 000 §7/§9: the blob-download client sends credentials and waits 60 s. */
export const BLOB_TIMEOUT_MS = 60_000;

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** Hands a blob to the browser as a download. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has started by now; keep the URL a moment for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A refused export answers a JSON envelope inside the blob: read it, show it like any error. */
async function failExport(e: unknown): Promise<never> {
  const err = e as AxiosError<Blob>;
  let body: unknown;
  try {
    const text = await err.response?.data?.text();
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const timedOut = err.code === AxiosError.ECONNABORTED || err.code === AxiosError.ETIMEDOUT;
  const status = err.response?.status;
  const outcome = decideOutcome({ httpStatus: status, body, timedOut, pathname: window.location.pathname });
  performOutcome(outcome);
  const message = 'message' in outcome && outcome.message ? outcome.message : REQUEST_FAILED;
  throw new ApiError(message, outcome, undefined, status);
}

/**
 * POSTs `body` to a call that answers a file and hands it to the browser as a download (the
 * statistics' and logs' exports); a refusal shows the server's message like any failed call.
 */
export async function postDownload(url: string, body: unknown, fallbackName: string): Promise<void> {
  try {
    const res = await http.post<Blob>(url, body, { responseType: 'blob', timeout: BLOB_TIMEOUT_MS, withCredentials: true });
    saveBlob(res.data, fileNameOf(res.headers['content-disposition'] as string | undefined, fallbackName));
  } catch (e) {
    await failExport(e);
  }
}

const WORKFLOW_PATH: Record<Exclude<WorkflowAction, 'delete'>, string> = {
  submit: '/ks/monitor/submit',
  audit: '/ks/monitor/audit',
  revoke: '/ks/monitor/revoke',
  spread: '/ks/monitor/spread',
  send: '/ks/monitor/send',
  publish: '/ks/monitor/publish',
  assign: '/ks/monitor/assign',
  'submit-status': '/ks/monitor/submit-status',
};

/**
 * The list calls of spec 002 §7 over the shell's API client: failures show the client's dialog
 * with the server's message (the runtime only learns that the call failed).
 */
export const listServices: ListServices = {
  fetchList: (query, options) =>
    post<ListPageResult>(options?.dynamic ? '/ks/monitor/dynamic-table-list' : '/ks/monitor/table-list', query),

  async exportList(query, fileName = '导出.xlsx') {
    try {
      const res = await http.post<Blob>('/ks/monitor/export', { ...query, fileName: fileName.replace(/\.xlsx$/i, '') }, {
        responseType: 'blob',
        timeout: BLOB_TIMEOUT_MS,
        withCredentials: true,
      });
      saveBlob(res.data, fileNameOf(res.headers['content-disposition'] as string | undefined, fileName));
    } catch (e) {
      await failExport(e);
    }
  },

  async runAction(action, body) {
    if (action === 'delete') {
      await request<unknown>({ method: 'DELETE', url: '/ks/monitor/delete', data: body });
      return {};
    }
    await post<unknown>(WORKFLOW_PATH[action], body);
    return {};
  },

  fetchAssignees: (body) => post<Assignee[]>('/ks/authority/manager/assignable-list', body),

  async runRecordCall(url, body) {
    // RowOperation's schema allows /ks/ paths only; checked again here, as the row came over the wire.
    if (!/^\/ks\/[A-Za-z0-9/_-]+$/.test(url)) throw new Error(`不支持的操作地址：${url}`);
    await post<unknown>(url, body);
  },

  fetchTableButtons: ({ nodeId }) => permissionsApi.tableButtons(nodeId),

  // A search's choices, like a form's dropdown: a failure leaves them empty, no dialog.
  fetchOptions: (body) => post<FieldOption[]>(PULL_DOWN_PATH, body, { quiet: true }),

  // Counts are a decoration of the cards: a failure leaves them blank rather than opening a dialog.
  fetchTypeCardCounts: (body) => post<Record<string, number>>('/ks/monitor/type-card-counts', body, { quiet: true }),

  // The card page shows a failure itself (docs/shell.md "左侧菜单卡片"); session ends still apply.
  fetchMenuCard: (body) => post<MenuCardNode>('/ks/monitor/menu-card', body, { quiet: true }),

  async fetchLog(body) {
    // This call answers {status, result, message} even when it refuses (spec 000 §7), so the body
    // is read whatever the HTTP status; only a session end goes through the client's rules.
    try {
      const res = await http.post<OpLogResponse>('/ks/common/common/logHistory', body, { validateStatus: () => true });
      if (res.status === 401) performOutcome(decideOutcome({ httpStatus: 401, body: res.data, pathname: window.location.pathname }));
      const data = res.data && typeof res.data === 'object' ? res.data : { status: res.status };
      return { status: typeof data.status === 'number' ? data.status : res.status, result: data.result, message: data.message };
    } catch {
      return { status: 0 }; // no answer: the drawer says 请求失败
    }
  },
};
