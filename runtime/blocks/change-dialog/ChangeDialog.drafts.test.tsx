import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeRecord } from '../../../schemas/change-request';
import { ChangeDialog } from './ChangeDialog';
import { ChangeServicesProvider, type ChangeFieldsAnswer, type ChangeServices } from './change-services';
import { readDraft } from '../../core/drafts';

// A new change typed into the dialog is kept in the browser (docs/forms.md "草稿") and offered back.
const TARGET = { businessId: 'rec-draft', gnCoding: 'credit-record-list', systemCoding: 'credit_eval' };
const KEY = { user: 'u-change', node: 'change:credit-record-list', record: 'rec-draft' };
const FIELDS: ChangeFieldsAnswer = { map: {}, fields: [], curInfo: { id: 'rec-draft', highest: 100, scoreField: 'pf', startField: null, endField: null }, annexTypes: [], files: [] };
const SLOW = { timeout: 15_000 };

function services(user: string | null): ChangeServices {
  return {
    fetchRounds: vi.fn(async () => [] as ChangeRecord[]),
    fetchTypes: vi.fn(async () => [{ label: '信息变更', value: 'info' }]),
    fetchFields: vi.fn(async () => FIELDS),
    save: vi.fn(),
    submit: vi.fn(),
    audit: vi.fn(),
    uploads: { postForm: vi.fn(), postJson: vi.fn() },
    fetchChangeList: vi.fn(),
    draftUser: () => user,
  };
}
const open = (s: ChangeServices) =>
  render(
    <ChangeServicesProvider value={s}>
      <ChangeDialog target={TARGET} mode="new" onClose={vi.fn()} />
    </ChangeServicesProvider>,
  );
const reason = () => screen.findByLabelText<HTMLTextAreaElement>('变更原因', {}, SLOW);

describe('the change dialog keeps a new change in the browser', () => {
  afterEach(() => cleanup());

  it('typed, closed without a word (a reload), reopened: offered back; 放弃 empties it and deletes the draft', async () => {
    open(services('u-change'));
    fireEvent.change(await reason(), { target: { value: '评分录入有误' } });
    await waitFor(async () => expect((await readDraft(KEY))?.values).toMatchObject({ logbook: '评分录入有误' }), SLOW);
    cleanup();

    open(services('u-change'));
    await waitFor(async () => expect((await reason()).value).toBe('评分录入有误'), SLOW);
    const bar = (await screen.findByText(/^已恢复 \d{2}:\d{2} 未保存的内容$/, {}, SLOW)).closest('[role="status"]') as HTMLElement;
    fireEvent.click(bar.querySelector('button')!);
    await waitFor(async () => expect((await reason()).value).toBe(''), SLOW);
    await waitFor(async () => expect(await readDraft(KEY)).toBeNull(), SLOW);
  }, 40_000);

  it('without a user nothing is kept', async () => {
    open(services(null));
    fireEvent.change(await reason(), { target: { value: '不留' } });
    await new Promise((r) => setTimeout(r, 900));
    expect(await readDraft({ ...KEY, user: '' })).toBeNull();
  }, 20_000);
});
