import { createForm } from '@formily/core';
import { describe, expect, it, vi } from 'vitest';
import { fillEmpty, prefillOf, prefillValues, runPrefill } from './prefill';
import type { NodePreview } from './detail-calls';

const PREFILL = { url: '/ks/credit/record/auto-retrieve', fields: { qymc: 'qymc', tyshxydm: 'tyshxydm' }, roles: ['U' as const] };
const ANSWER = { enterpriseId: 'e1', qymc: '华建工程有限公司', tyshxydm: '91330100MA2XXXXX0A', fddbr: '张三' };

const node = (config: unknown, kind = 'form') => ({ nodeId: 'credit-apply', systemCoding: 'credit_eval', kind, title: '信用申报', version: 1, config }) as unknown as NodePreview;

/** A form with the two fields mounted as the page has them, plus `initialValues` (a stored record's data). */
function formWith(initialValues?: Record<string, unknown>) {
  const form = createForm({ initialValues });
  form.createField({ name: 'qymc' });
  form.createField({ name: 'tyshxydm' });
  return form;
}

describe('prefill of a new record (docs/forms.md "Filled in from a call")', () => {
  it('maps the answer keys to the fields, leaving out keys without a value', () => {
    expect(prefillValues(ANSWER, PREFILL.fields)).toEqual({ qymc: '华建工程有限公司', tyshxydm: '91330100MA2XXXXX0A' });
    expect(prefillValues({ qymc: '', tyshxydm: null }, PREFILL.fields)).toEqual({});
    expect(prefillValues(null, PREFILL.fields)).toEqual({});
    // another mapping: the form's field names need not be the answer's keys
    expect(prefillValues(ANSWER, { legal: 'fddbr' })).toEqual({ legal: '张三' });
  });

  it('fills the empty fields of a blank form', async () => {
    const form = formWith();
    expect(await runPrefill(form, PREFILL, () => Promise.resolve(ANSWER))).toEqual(['qymc', 'tyshxydm']);
    expect(form.values).toMatchObject({ qymc: '华建工程有限公司', tyshxydm: '91330100MA2XXXXX0A' });
  });

  it('never overwrites what the user typed before the answer came, even typed and cleared again', async () => {
    const form = formWith();
    const input = (name: string) => form.query(name).take() as unknown as { onInput: (v: string) => Promise<void> };
    await input('qymc').onInput('我自己填的名称');
    const code = input('tyshxydm');
    await code.onInput('x');
    await code.onInput('');
    expect(fillEmpty(form, prefillValues(ANSWER, PREFILL.fields))).toEqual([]);
    expect(form.values).toMatchObject({ qymc: '我自己填的名称', tyshxydm: '' });
  });

  it('sets a new record\'s switch still at its start value 否, not one the user set', () => {
    const form = createForm({ initialValues: { sfgk: false, sfyfb: false } });
    form.createField({ name: 'sfgk' });
    const own = form.createField({ name: 'sfyfb' });
    own.onInput(true);
    own.onInput(false);
    expect(fillEmpty(form, { sfgk: true, sfyfb: true })).toEqual(['sfgk']);
    expect(form.values).toEqual({ sfgk: true, sfyfb: false });
  });

  it('never overwrites values a stored record brought', () => {
    const form = formWith({ qymc: '已保存的名称' });
    expect(fillEmpty(form, prefillValues(ANSWER, PREFILL.fields))).toEqual(['tyshxydm']);
    expect(form.values).toMatchObject({ qymc: '已保存的名称', tyshxydm: '91330100MA2XXXXX0A' });
  });

  it('a failing call leaves the form blank and does not reject', async () => {
    const form = formWith();
    const failing = vi.fn(() => Promise.reject(new Error('请指定企业')));
    await expect(runPrefill(form, PREFILL, failing)).resolves.toEqual([]);
    expect(failing).toHaveBeenCalledWith('/ks/credit/record/auto-retrieve');
    expect(form.values.qymc).toBeUndefined();
    expect(form.values.tyshxydm).toBeUndefined();
  });

  it('is read from a form config, for the roles it names only', () => {
    const config = { kind: 'form', groups: [], prefill: PREFILL };
    expect(prefillOf(node(config), 'U')).toEqual(PREFILL);
    expect(prefillOf(node(config), 'M')).toBeNull();
    expect(prefillOf(node(config), 'D')).toBeNull();
    expect(prefillOf(node({ ...config, prefill: { ...PREFILL, roles: undefined } }), 'D')).not.toBeNull();
    expect(prefillOf(node({ kind: 'form', groups: [] }), 'U')).toBeNull();
    expect(prefillOf(node({ kind: 'list' }, 'list'), 'U')).toBeNull();
  });
});
