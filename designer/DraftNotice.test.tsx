import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { DisplayGroupDetail } from '../schemas/designer';
import type { FormConfig } from '../schemas/form';
import { createTestServices } from '../runtime/services.testing';
import { Designer } from './Designer';
import { clearDesignDrafts, readDesignDraft } from './store/drafts';
import { createFakeDesignerApi } from './testing/fake-api';
import { field, form } from './test-kit';
import { tolerateFormilyStyles } from './testing/jsdom-styles';

tolerateFormilyStyles();
afterEach(async () => {
  cleanup();
  await clearDesignDrafts('dev1');
});

const config = form([field('xmmc', { name: '项目名称' })]);
const node: DisplayGroupDetail = { nodeId: 'apply', systemCoding: 'sys', kind: 'form', title: '申报', menuTitle: '申报', version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: '开发者', config };

function open(fake = createFakeDesignerApi(node)) {
  render(
    <App>
      <Designer node={node} api={fake.api} services={createTestServices()} draftUser="dev1" />
    </App>,
  );
  return fake;
}
const canvas = () => screen.getByLabelText('表单画布');
const renameFirst = (name: string) => {
  fireEvent.click(within(canvas()).getByText('项目名称'));
  fireEvent.change(within(screen.getByLabelText(/^字段属性/)).getByLabelText('字段名称'), { target: { value: name } });
};
const kept = () => readDesignDraft({ user: 'dev1', nodeId: 'apply' });

describe('the designer\'s unsaved document survives a reload (issue 47 acceptance 2)', { timeout: 30_000 }, () => {
  it('offers it back on reopening (已恢复 HH:mm 未保存的设计), and 放弃 goes back to the stored version', async () => {
    open();
    renameFirst('工程名称');
    await waitFor(async () => expect(((await kept())?.config as FormConfig | undefined)?.groups[0]?.items[0]?.name).toBe('工程名称'), { timeout: 5000 });
    cleanup();

    open();
    const notice = await screen.findByTestId('design-draft-notice');
    expect(notice.textContent).toMatch(/^已恢复 \d\d:\d\d 未保存的设计 · 放\s*弃$/);
    expect(within(canvas()).getByText('工程名称')).toBeTruthy();
    expect(screen.getByText('有未保存的修改')).toBeTruthy();

    fireEvent.click(within(notice).getByRole('button', { name: /放\s*弃/ }));
    expect(within(canvas()).getByText('项目名称')).toBeTruthy();
    expect(screen.queryByTestId('design-draft-notice')).toBeNull();
    await waitFor(async () => expect(await kept()).toBeNull(), { timeout: 5000 });
  });

  it('a successful save clears it: reopening offers nothing', async () => {
    const fake = open();
    renameFirst('工程名称');
    await waitFor(async () => expect(await kept()).not.toBeNull(), { timeout: 5000 });
    fireEvent.click(within(screen.getByLabelText('设计器工具栏')).getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('已保存 · 版本 2');
    await waitFor(async () => expect(await kept()).toBeNull(), { timeout: 5000 });
    cleanup();
    const spy = vi.spyOn(fake.api, 'saveNode');
    open(fake);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('design-draft-notice')).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });
});
