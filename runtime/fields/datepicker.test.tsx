import '../core/testing/dom';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { configOf, fieldItem, openDropdown, renderForm } from '../core/testing/render-form';

const dates = configOf(
  { bianma: 'kssj', name: '开始时间', type: 'datepicker' },
  { bianma: 'jssj', name: '结束时间', type: 'datepicker', parentNode: 'kssj' },
);

describe('datepicker', () => {
  it("typed text must start with a 4-digit year, else '日期格式有误，请重新输入'", async () => {
    const f = await renderForm(dates);
    const input = fieldItem(f.container, '开始时间').querySelector('input')!;
    fireEvent.change(input, { target: { value: '2026' } });
    expect(document.body.textContent).not.toContain('日期格式有误，请重新输入');
    fireEvent.change(input, { target: { value: '26-0' } });
    expect(await screen.findByText('日期格式有误，请重新输入')).toBeTruthy();
  });

  it('the input takes at most 10 characters', async () => {
    const f = await renderForm(dates);
    expect(fieldItem(f.container, '开始时间').querySelector('input')!.getAttribute('maxlength')).toBe('10');
  });

  it("a child date cannot pick a day before its parent date", async () => {
    const f = await renderForm(dates, { initialValues: { kssj: '2024-05-10' } });
    await openDropdown(f.container, '结束时间');
    const cell = (d: string) => document.querySelector(`td[title="${d}"]`)!;
    expect(cell('2024-05-09').className).toContain('ant-picker-cell-disabled');
    expect(cell('2024-05-10').className).not.toContain('ant-picker-cell-disabled');
    expect(cell('2024-05-11').className).not.toContain('ant-picker-cell-disabled');
  });

  it('the minimum follows the parent when it changes', async () => {
    const f = await renderForm(dates, { initialValues: { kssj: '2024-05-10' } });
    await act(async () => void f.form.setValuesIn('kssj', '2024-05-20'));
    await openDropdown(f.container, '结束时间');
    expect(document.querySelector('td[title="2024-05-15"]')!.className).toContain('ant-picker-cell-disabled');
  });

  it('a stored child date before the parent fails on submit', async () => {
    const f = await renderForm(dates, { initialValues: { kssj: '2024-05-10', jssj: '2024-05-01' } });
    await f.submit();
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeTruthy();
    expect(f.submitted).toEqual([]);
  });

  it("daterange submits 'a,b'", async () => {
    const f = await renderForm(configOf({ bianma: 'yxq', name: '有效期', type: 'daterange' }), { initialValues: { yxq: '2026-01-01,2026-12-31' } });
    const inputs = fieldItem(f.container, '有效期').querySelectorAll('input');
    expect([...inputs].map((i) => i.value)).toEqual(['2026-01-01', '2026-12-31']);
    await f.submit();
    expect(f.submitted).toEqual([{ yxq: '2026-01-01,2026-12-31' }]);
  });
});
