import '../core/testing/dom';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { configOf, fieldItem, openDropdown, renderForm } from '../core/testing/render-form';
import { recordProblems } from '../../schemas/record-check';
import type { FormConfig } from '../../schemas/form';

const opening = configOf({ bianma: 'kbsj', name: '开标时间', type: 'datetime', startDate: '2026-03-01', endDate: '2026-03-20' });
const free = configOf({ bianma: 'kbsj', name: '开标时间', type: 'datetime' });

const minuteCells = () =>
  [...document.querySelectorAll('.ant-picker-time-panel-column')][1]?.querySelectorAll('.ant-picker-time-panel-cell-inner') ?? [];

describe('datetime', () => {
  it('shows a stored value as yyyy-MM-dd HH:mm and submits it unchanged', async () => {
    const f = await renderForm(free, { initialValues: { kbsj: '2026-05-20 09:30' } });
    expect(fieldItem(f.container, '开标时间').querySelector('input')!.value).toBe('2026-05-20 09:30');
    await f.submit();
    expect(f.submitted).toEqual([{ kbsj: '2026-05-20 09:30' }]);
  });

  it('offers the time in 15-minute steps, 回到今天 and 确定', async () => {
    const f = await renderForm(free);
    await openDropdown(f.container, '开标时间');
    expect([...minuteCells()].map((c) => c.textContent)).toEqual(['00', '15', '30', '45']);
    const hours = [...document.querySelectorAll('.ant-picker-time-panel-column')][0].querySelectorAll('.ant-picker-time-panel-cell-inner');
    expect(hours[0].textContent).toBe('00');
    expect(hours[hours.length - 1].textContent).toBe('23');
    expect(screen.getByRole('button', { name: '回到今天' })).toBeTruthy();
    expect(document.querySelector('.ant-picker-ok button')).toBeTruthy();
  });

  it('回到今天 picks today, keeping the chosen time', async () => {
    const f = await renderForm(free, { initialValues: { kbsj: '2020-01-05 14:45' } });
    await openDropdown(f.container, '开标时间');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '回到今天' })));
    expect(f.form.values.kbsj).toBe(`${dayjs().format('YYYY-MM-DD')} 14:45`);
  });

  it('days outside startDate / endDate cannot be picked', async () => {
    const f = await renderForm(opening, { initialValues: { kbsj: '2026-03-10 10:00' } });
    await openDropdown(f.container, '开标时间');
    const cell = (d: string) => document.querySelector(`td[title="2026-03-${d}"]`)!;
    expect(cell('01').className).not.toContain('ant-picker-cell-disabled');
    expect(cell('20').className).not.toContain('ant-picker-cell-disabled');
    expect(cell('21').className).toContain('ant-picker-cell-disabled');
    expect(document.querySelector('td[title="2026-02-28"]')?.className ?? 'ant-picker-cell-disabled').toContain('ant-picker-cell-disabled');
  });

  it('a stored value outside the limits fails on submit, in the words the server uses', async () => {
    const f = await renderForm(opening, { initialValues: { kbsj: '2026-04-02 09:00' } });
    await f.submit();
    expect(await screen.findByText('开标时间应在2026-03-01至2026-03-20之间')).toBeTruthy();
    expect(f.submitted).toEqual([]);
    expect(recordProblems(opening as FormConfig, { kbsj: '2026-04-02 09:00' }, 'draft')).toEqual([{ field: 'kbsj', message: '开标时间应在2026-03-01至2026-03-20之间', atField: '开标时间应在2026-03-01至2026-03-20之间' }]);
    expect(recordProblems(opening as FormConfig, { kbsj: '2026-03-20 23:45' }, 'draft')).toEqual([]);
  });
});
