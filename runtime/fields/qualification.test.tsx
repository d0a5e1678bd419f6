import '../core/testing/dom';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FieldOption } from '../../schemas/form';
import { buttonByText, configOf, renderForm } from '../core/testing/render-form';

const tree: FieldOption[] = [
  {
    label: '建筑工程施工总承包',
    value: 'A01',
    children: [
      { label: '一级', value: 'A01-1', fullName: '建筑工程施工总承包一级' },
      { label: '二级', value: 'A01-2', fullName: '建筑工程施工总承包二级' },
    ],
  },
];
const config = configOf({ bianma: 'qyzz', name: '企业资质', type: 'qualification', code: 'qualification', required: 1 });
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const tick = (label: string) => act(async () => void fireEvent.click(screen.getByText(label).closest('label')!.querySelector('input')!));

describe('qualification field', () => {
  it('opens the picker from 选择资质, stores the chosen values and shows their full names', async () => {
    const f = await renderForm(config, { services: { qualifications: tree } });
    await act(async () => void fireEvent.click(buttonByText(f.container, '选择资质')));
    await waitFor(() => expect(dialog()).toBeTruthy());
    expect(f.services.calls.fetchQualificationOptions[0]).toMatchObject({ displayCode: 'qualification', systemCoding: 'credit_eval' });
    expect(buttonByText(dialog(), '确定').disabled).toBe(true);
    await tick('建筑工程施工总承包二级');
    await act(async () => void fireEvent.click(buttonByText(dialog(), '确定')));
    expect(f.form.values.qyzz).toEqual(['A01-2']);
    expect(f.container.querySelector('.ks-qualification-input .ant-tag')?.textContent).toBe('建筑工程施工总承包二级');
    await f.submit();
    expect(f.submitted.at(-1)).toMatchObject({ qyzz: ['A01-2'] });
  });

  it('is required like any multi-value: nothing picked shows 企业资质必填 on submit', async () => {
    const f = await renderForm(config, { services: { qualifications: tree } });
    await f.submit();
    expect(await screen.findByText('企业资质必填')).toBeTruthy();
    expect(f.submitted).toHaveLength(0);
  });

  it('names stored values from the qualification tree, and a tag’s × removes one', async () => {
    const f = await renderForm(config, { services: { qualifications: tree }, initialValues: { qyzz: ['A01-1', 'A01-2'] } });
    await waitFor(() => expect(screen.getByText('建筑工程施工总承包一级')).toBeTruthy());
    const close = screen.getByText('建筑工程施工总承包一级').closest('.ant-tag')!.querySelector('.ant-tag-close-icon')!;
    await act(async () => void fireEvent.click(close));
    expect(f.form.values.qyzz).toEqual(['A01-2']);
  });

  it('with selectMode projectName it picks one project from a radio list (选择项目名称)', async () => {
    const projects: FieldOption[] = [
      { label: '滨江道路改造工程', value: 'p1' },
      { label: '城西污水管网工程', value: 'p2' },
    ];
    const f = await renderForm(configOf({ bianma: 'xm', name: '项目名称', type: 'qualification', code: 'projects', selectMode: 'projectName' }), {
      services: { qualifications: projects },
    });
    await act(async () => void fireEvent.click(buttonByText(f.container, '选择项目名称')));
    await waitFor(() => expect(dialog()).toBeTruthy());
    await tick('城西污水管网工程');
    await act(async () => void fireEvent.click(buttonByText(dialog(), '确定')));
    expect(f.form.values.xm).toEqual(['p2']);
  });

  it('fields of one dictionary share one read of the tree to name their values', async () => {
    const f = await renderForm(
      configOf(
        { bianma: 'qyzz', name: '企业资质', type: 'qualification', code: 'qualification' },
        { bianma: 'fbzz', name: '分包资质', type: 'qualification', code: 'qualification' },
      ),
      { mode: 'read', services: { qualifications: tree }, initialValues: { qyzz: ['A01-1'], fbzz: ['A01-2'] } },
    );
    expect(await screen.findByText('建筑工程施工总承包一级')).toBeTruthy();
    expect(await screen.findByText('建筑工程施工总承包二级')).toBeTruthy();
    expect(f.services.calls.fetchQualificationOptions).toHaveLength(1);
  });

  it('read mode shows the full names, or - when empty', async () => {
    await renderForm(config, { mode: 'read', services: { qualifications: tree }, initialValues: { qyzz: ['A01-1'] } });
    expect(await screen.findByText('建筑工程施工总承包一级')).toBeTruthy();
  });
});
