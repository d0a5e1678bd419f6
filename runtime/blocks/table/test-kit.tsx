import { cleanup, fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import { Modal, message } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, vi, type Mock } from 'vitest';
import { RowActionsProvider, type RowActions } from '../operations/row-actions';
import { ListServicesProvider, type ListServices } from './list-services';
import type { ListPageResult, ListQuery, ListRecord, TableColumn } from './list-types';
import { createColumnRegistry } from '../../columns';

// Vitest runs without globals, so Testing Library cannot register its own cleanup; antd's static
// toasts and confirmations live outside the rendered tree and are removed here too.
afterEach(() => {
  cleanup();
  Modal.destroyAll();
  message.destroy();
});

/**
 * The button whose text is `name`, ignoring the space antd puts between two Chinese characters.
 * (Testing Library's role queries are slow on antd trees in jsdom.)
 */
export function buttonNamed(name: string, within: ParentNode = document): HTMLButtonElement {
  const want = name.replace(/\s+/g, '');
  const found = Array.from(within.querySelectorAll('button')).find((b) => (b.textContent ?? '').replace(/\s+/g, '') === want);
  if (!found) throw new Error(`no button named ${name}`);
  return found;
}

/** Like buttonNamed, null when absent. */
export const queryButtonNamed = (name: string, within: ParentNode = document): HTMLButtonElement | null => {
  try {
    return buttonNamed(name, within);
  } catch {
    return null;
  }
};

/** Clicks 确定 in the confirmation that says `text`. */
export async function confirmDialog(text: string): Promise<void> {
  const content = (await screen.findByText(text)).closest<HTMLElement>('.ant-modal-content');
  if (!content) throw new Error(`no dialog saying ${text}`);
  fireEvent.click(buttonNamed('确定', content));
}

/** Test doubles of the list calls; every method is a vi.fn the test can inspect or re-program. */
export type FakeListServices = { [K in keyof ListServices]-?: Mock<NonNullable<ListServices[K]>> };

export function fakeListServices(page: Partial<ListPageResult> = {}): FakeListServices {
  return {
    fetchList: vi.fn(async (q: ListQuery) => ({ records: [], total: 0, curPage: q.curPage, pageSize: q.pageSize, ...page })),
    exportList: vi.fn(async () => undefined),
    runAction: vi.fn(async () => ({ message: '操作成功' })),
    fetchLog: vi.fn(async () => ({ status: 200, result: [], message: '' })),
    fetchAssignees: vi.fn(async () => [
      { id: 'u-admin2', userName: '第二管理员', username: 'admin2' },
      { id: 'u-admin3', userName: '第三管理员', username: 'admin3' },
    ]),
    fetchTypeCardCounts: vi.fn(async () => ({})),
    fetchMenuCard: vi.fn(async (r: { enterpriseId: string }) => ({ primaryKey: r.enterpriseId, nodeName: r.enterpriseId, children: [] })),
    // every toolbar button kept, as when nothing is stored (权限设置)
    fetchTableButtons: vi.fn(async () => [
      { code: 'add', name: '新增' },
      { code: 'export', name: '导出' },
    ]),
    fetchOptions: vi.fn(async () => []),
    runRecordCall: vi.fn(async () => undefined),
  };
}

/** Renders `ui` inside the list providers (services and row actions). */
export function renderInList(
  ui: ReactElement,
  options: { services?: ListServices; actions?: Partial<RowActions> } = {},
): RenderResult & { services: ListServices } {
  const services = options.services ?? fakeListServices();
  const actions: RowActions = { nodeId: 'node-1', gnCoding: 'credit_eval', ...options.actions };
  const result = render(
    <ListServicesProvider value={services}>
      <RowActionsProvider value={actions}>{ui}</RowActionsProvider>
    </ListServicesProvider>,
  );
  return { ...result, services };
}

/** Renders one cell of column type `type` the way the table does. */
export function renderCell(
  type: string,
  value: unknown,
  options: { record?: Partial<ListRecord>; column?: Partial<TableColumn>; services?: ListServices; actions?: Partial<RowActions> } = {},
) {
  const { Cell } = createColumnRegistry().resolve(type);
  const column: TableColumn = { code: 'c', name: '列', ...(type === 'text' ? {} : { type: type as TableColumn['type'] }), ...options.column };
  const record: ListRecord = { id: 'r1', version: 1, ...options.record };
  return renderInList(<Cell value={value} record={record} column={column} />, options);
}
