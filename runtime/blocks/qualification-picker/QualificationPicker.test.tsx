import '../../core/testing/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { FieldOption } from '../../../schemas/form';
import { RuntimeServicesProvider } from '../../services';
import { createTestServices } from '../../services.testing';
import { buttonByText } from '../../core/testing/render-form';
import { QualificationPicker, filterBranches, filterParam, pickableLeaves, type QualificationPickerProps } from '.';

const quals: FieldOption[] = [
  { label: '建筑工程施工总承包一级', value: 'q1' },
  { label: '市政公用工程施工总承包二级', value: 'q2' },
  { label: '机电工程施工总承包三级', value: 'q3' },
];
const filterTree: FieldOption[] = [
  { label: '施工总承包', value: 'zcb', children: [{ label: '建筑工程', value: 'jz' }, { label: '市政公用', value: 'sz' }] },
  { label: '专业承包', value: 'zy' },
];

async function renderPicker(props: Partial<QualificationPickerProps> = {}) {
  const services = createTestServices({ qualifications: quals });
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <RuntimeServicesProvider services={services}>
        <QualificationPicker open target="qualification" displayCode="zz" filterOptions={filterTree} onConfirm={onConfirm} onCancel={onCancel} {...props} />
      </RuntimeServicesProvider>
    </ConfigProvider>,
  );
  await act(async () => {});
  const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
  const click = (el: Element) => act(async () => void fireEvent.click(el));
  const check = (label: string) => click(screen.getByText(label).closest('label')!.querySelector('input')!);
  return { view, services, onConfirm, onCancel, dialog, click, check };
}

afterEach(() => vi.useRealTimers());

describe('pickableLeaves', () => {
  it('offers the levels of the server tree, never a category', () => {
    const tree: FieldOption[] = [
      { label: '施工总承包', value: 'sgzcb', children: [{ label: '建筑工程施工总承包', value: 'A01', children: [{ label: '一级', value: 'A01-1', fullName: '建筑工程施工总承包一级' }] }] },
      { label: '劳务资质', value: 'lw' },
    ];
    expect(pickableLeaves(tree).map((o) => o.value)).toEqual(['A01-1', 'lw']);
  });

  it('without configured filter choices, the filter offers the tree without its leaves', () => {
    const tree: FieldOption[] = [
      { label: '施工总承包', value: 'sgzcb', children: [{ label: '建筑工程施工总承包', value: 'A01', children: [{ label: '一级', value: 'A01-1' }] }] },
      { label: '劳务资质', value: 'lw' },
    ];
    expect(filterBranches(tree)).toEqual([{ label: '施工总承包', value: 'sgzcb', children: [{ label: '建筑工程施工总承包', value: 'A01' }] }]);
  });
});

describe('QualificationPicker', () => {
  it('loads the options, shows the help popover, and enables 确定 only after a pick', async () => {
    const p = await renderPicker();
    expect(p.services.calls.fetchQualificationOptions).toEqual([{ gnCoding: 'gn-test', systemCoding: 'credit_eval', displayCode: 'zz' }]);
    expect(buttonByText(p.dialog(), '确定').disabled).toBe(true);
    await p.check('市政公用工程施工总承包二级');
    expect(buttonByText(p.dialog(), '确定').disabled).toBe(false);
    await p.click(buttonByText(p.dialog(), '确定'));
    expect(p.onConfirm).toHaveBeenCalledWith([quals[1]]);
    await act(async () => void fireEvent.mouseEnter(screen.getByText('资质要求说明')));
    expect(await screen.findByText(/须由同一项目负责人满足全部要求（联合体除外）/)).toBeTruthy();
  });

  it('the select-all checkbox is indeterminate while only some are chosen', async () => {
    const p = await renderPicker();
    const selectAll = () => screen.getByText(/^全选/).closest('label')!.querySelector('.ant-checkbox')!;
    expect(selectAll().className).not.toContain('indeterminate');
    await p.check('建筑工程施工总承包一级');
    expect(selectAll().className).toContain('ant-checkbox-indeterminate');
    await p.click(selectAll().querySelector('input')!);
    expect(selectAll().className).toContain('ant-checkbox-checked');
    expect(screen.getByText('已选（3）')).toBeTruthy();
  });

  it('clearing all asks for confirmation first', async () => {
    const p = await renderPicker({ value: [quals[0], quals[2]] });
    expect(screen.getByText('已选（2）')).toBeTruthy();
    await p.click(buttonByText(p.dialog(), '清空'));
    expect(await screen.findByText('确定清空已选资质吗？')).toBeTruthy();
    expect(screen.getByText('已选（2）')).toBeTruthy(); // nothing cleared yet
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    await p.click(buttonByText(confirm, '确定'));
    expect(screen.getByText('已选（0）')).toBeTruthy();
    expect(buttonByText(p.dialog(), '确定').disabled).toBe(true);
  });

  it('cancel calls onCancel', async () => {
    const p = await renderPicker();
    await p.click(buttonByText(p.dialog(), '取消'));
    expect(p.onCancel).toHaveBeenCalled();
  });

  it('search sends the last value of each chosen path, comma-joined, at most once per 1000 ms; reset too', async () => {
    expect(filterParam([['zcb', 'jz'], ['zy']])).toBe('jz,zy');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const p = await renderPicker();
    const calls = p.services.calls.fetchQualificationOptions;
    // choose two filter paths the way a user does
    await act(async () => void fireEvent.mouseDown(p.dialog().querySelector('.ant-select-selector')!));
    await p.click([...document.querySelectorAll('.ant-cascader-menu-item')].find((e) => e.textContent === '施工总承包')!);
    await p.click(
      [...document.querySelectorAll('.ant-cascader-menu-item')].find((e) => e.textContent === '建筑工程')!.querySelector('.ant-cascader-checkbox')!,
    );
    await p.click([...document.querySelectorAll('.ant-cascader-menu-item')].find((e) => e.textContent === '专业承包')!.querySelector('.ant-cascader-checkbox')!);
    await p.click(buttonByText(p.dialog(), '搜索'));
    await p.click(buttonByText(p.dialog(), '搜索'));
    expect(calls.slice(1)).toEqual([{ gnCoding: 'gn-test', systemCoding: 'credit_eval', displayCode: 'zz', filter: 'jz,zy' }]);
    vi.setSystemTime(new Date('2026-01-01T00:00:00.999Z'));
    await p.click(buttonByText(p.dialog(), '搜索'));
    expect(calls).toHaveLength(2);
    vi.setSystemTime(new Date('2026-01-01T00:00:01.000Z'));
    await p.click(buttonByText(p.dialog(), '搜索'));
    expect(calls).toHaveLength(3);
    await p.click(buttonByText(p.dialog(), '重置'));
    await p.click(buttonByText(p.dialog(), '重置'));
    expect(calls).toHaveLength(4);
    expect(calls[3]).toEqual({ gnCoding: 'gn-test', systemCoding: 'credit_eval', displayCode: 'zz' });
  });

  it('project-name mode is a radio list; 确定 returns the one chosen', async () => {
    const p = await renderPicker({ target: 'projectName' });
    expect(document.querySelectorAll('.ant-modal input[type=radio]')).toHaveLength(3);
    expect(buttonByText(p.dialog(), '确定').disabled).toBe(true);
    await p.check('机电工程施工总承包三级');
    await p.click(buttonByText(p.dialog(), '确定'));
    expect(p.onConfirm).toHaveBeenCalledWith([quals[2]]);
  });
});
