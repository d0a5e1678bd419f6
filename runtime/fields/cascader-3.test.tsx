import '../core/testing/dom';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { allTypesConfig } from './__fixtures__/all-types';
import { configOf, openDropdown, pickOption, renderForm } from '../core/testing/render-form';

const regionTree = allTypesConfig.groups[1].items.find((i) => i.bianma === 'ssq')!.options!.list!;
const config = configOf({ bianma: 'ssq', name: '省市区', type: 'cascader-3', options: { list: regionTree } });

describe('cascader-N', () => {
  it("cascader-3 shows '请选择省市区' over the input while fewer than 3 levels are chosen", async () => {
    const f = await renderForm(config, { initialValues: { ssq: ['32', '3201'] } });
    expect(screen.getByText('请选择省市区')).toBeTruthy();
    await act(async () => void f.form.setValuesIn('ssq', ['32', '3201', '320102']));
    expect(screen.queryByText('请选择省市区')).toBeNull();
  });

  it('picking level by level keeps the prompt until the third level', async () => {
    const f = await renderForm(config);
    await openDropdown(f.container, '省市区');
    await pickOption('江苏省');
    await pickOption('南京市');
    expect(f.form.values.ssq).toEqual(['32', '3201']);
    expect(screen.getByText('请选择省市区')).toBeTruthy();
    await pickOption('玄武区');
    expect(f.form.values.ssq).toEqual(['32', '3201', '320102']);
    expect(screen.queryByText('请选择省市区')).toBeNull();
  });

  it('the options stop at level N (no fourth column for cascader-3)', async () => {
    const f = await renderForm(config);
    await openDropdown(f.container, '省市区');
    await pickOption('江苏省');
    await pickOption('南京市');
    await pickOption('玄武区');
    expect(document.body.textContent).not.toContain('梅园新村街道');
  });

  it('a path short of level N fails on submit', async () => {
    const f = await renderForm(configOf({ bianma: 'ssqj', name: '省市区街道', type: 'cascader-4', options: { list: regionTree } }), {
      initialValues: { ssqj: ['32', '3201'] },
    });
    await f.submit();
    expect(await screen.findByText('省市区街道需选择到第4级')).toBeTruthy();
    expect(f.submitted).toEqual([]);
  });

  it('asks only for the levels the chosen branch has: a three-level branch under cascader-4 needs the third', async () => {
    const threeLevels = [{ label: '安徽省', value: '34', children: [{ label: '合肥市', value: '3401', children: [{ label: '蜀山区', value: '340104' }] }] }, ...regionTree];
    const f = await renderForm(configOf({ bianma: 'ssqj', name: '项目所在区县', type: 'cascader-4', options: { list: threeLevels } }), {
      initialValues: { ssqj: ['34', '3401'] },
    });
    await f.submit();
    expect(await screen.findByText('项目所在区县需选择到第3级')).toBeTruthy();
    expect(screen.queryByText('项目所在区县需选择到第4级')).toBeNull();
    await act(async () => void f.form.setValuesIn('ssqj', ['34', '3401', '340104']));
    await f.submit();
    expect(f.submitted).toEqual([{ ssqj: ['34', '3401', '340104'] }]);
  });

  it('the plain cascader accepts any level and reads as a path', async () => {
    const f = await renderForm(configOf({ bianma: 'xzqh', name: '行政区划', type: 'cascader', options: { list: regionTree } }), {
      initialValues: { xzqh: ['32'] },
    });
    await f.submit();
    expect(f.submitted).toEqual([{ xzqh: ['32'] }]);
  });
});
