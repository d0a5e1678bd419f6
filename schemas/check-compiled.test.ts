// @vitest-environment node
// (node: it reads the generated file from disk next to this one)
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { check } from './validate';
import { checkCompiled } from './check-compiled';
import { COMPILED_SCHEMAS, GENERATED_FILES, validatorsSource } from './build-validators';
import { formConfigErrors } from './form-config-errors';
import { compiledErrors } from './check-compiled';
import { toIssue } from './issues';
import { FormConfig } from './form';
import { ListConfig } from './list';
import creditApply from '../fixtures/nodes/credit-apply.form.json';
import creditList from '../fixtures/nodes/credit-record-list.list.json';
import tradeCards from '../fixtures/nodes/trade-project-list.card.json';

const item = { bianma: 'xmmc', name: '项目名称', type: 'text' };
const form = (items: unknown[], extra: Record<string, unknown> = {}) => ({ kind: 'form', groups: [{ key: 'g1', title: '基本信息', items }], ...extra });

/** Configs a designer or a hand edit can produce, each wrong in a different way. */
const badForms: Array<[string, unknown]> = [
  ['not an object', 'form'],
  ['missing groups', { kind: 'form' }],
  ['wrong kind', { kind: 'list', groups: [] }],
  ['item without bianma and name', form([{ type: 'text' }])],
  ['unknown key on an item', form([{ ...item, colour: 'red' }])],
  ['number where text belongs', form([{ ...item, name: 12 }])],
  ['col out of range', form([{ ...item, col: 30 }])],
  ['empty bianma', form([{ ...item, bianma: '' }])],
  // 129 characters, one of them outside the BMP: ajv counts code points, not UTF-16 units.
  ['name too long', form([{ ...item, name: `𠀀${'名'.repeat(128)}` }])],
  ['required not 0/1/2', form([{ ...item, required: 3 }])],
  ['bad option in a nested tree', form([{ ...item, type: 'cascader', options: { list: [{ label: '江苏', value: '32', children: [{ label: 7 }] }] } }])],
  ['form-level unknown key', form([item], { colour: 'red' })],
  // prefill (docs/forms.md "Filled in from a call"): a call of this platform's API only
  ['prefill to another site', form([item], { prefill: { url: 'https://example.com/x', fields: { xmmc: 'name' } } })],
  ['prefill leaving /ks by ..', form([item], { prefill: { url: '/ks/../logout', fields: { xmmc: 'name' } } })],
  ['prefill without fields', form([item], { prefill: { url: '/ks/credit/record/auto-retrieve', fields: {} } })],
  ['prefill for an unknown role', form([item], { prefill: { url: '/ks/credit/record/auto-retrieve', fields: { xmmc: 'qymc' }, roles: ['X'] } })],
];

const badLists: Array<[string, unknown]> = [
  ['missing columns', { kind: 'list', search: { displayCode: 'x', displayList: [] } }],
  ['unknown column type', { ...creditList, columns: [{ code: 'a', name: 'A', type: 'sparkline' }] }],
  ['bad filter option', { ...creditList, search: { displayCode: 'x', displayList: [{ name: '状态', code: 'zt', type: 'select', dataList: [{ value: 1 }] }] } }],
];

describe('precompiled validators (schemas/generated/form-validators.js, list-validators.js)', () => {
  it('match what schemas/build-validators.ts writes (run npm run build:validators after changing a schema)', () => {
    for (const [name, file] of Object.entries(GENERATED_FILES) as Array<[keyof typeof COMPILED_SCHEMAS, string]>) {
      expect(fs.readFileSync(file, 'utf8')).toBe(validatorsSource({ [name]: COMPILED_SCHEMAS[name] }));
    }
  });

  it("the form page's own import (form-config-errors.ts): check()'s verdict and issues for FormConfig", () => {
    for (const [, config] of badForms) {
      const result = check(FormConfig, config);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(formConfigErrors(config).map(toIssue)).toEqual(result.issues);
      expect(formConfigErrors(config)).toEqual(compiledErrors('FormConfig', config));
    }
    expect(formConfigErrors(creditApply)).toEqual([]);
  });

  it('accept the fixture configs, as the shared ajv does', () => {
    expect(checkCompiled('FormConfig', creditApply)).toEqual(check(FormConfig, creditApply));
    expect(checkCompiled('FormConfig', creditApply).ok).toBe(true);
    for (const list of [creditList, tradeCards]) {
      expect(checkCompiled('ListConfig', list)).toEqual(check(ListConfig, list));
      expect(checkCompiled('ListConfig', list).ok).toBe(true);
    }
  });

  it('accept the spec\'s own list shapes: no search group (none), a column typed "" (plain text)', () => {
    const specShaped = { kind: 'list', columns: [{ code: 'xmmc', name: '项目名称', type: '' }] };
    expect(checkCompiled('ListConfig', specShaped).ok).toBe(true);
    expect(check(ListConfig, specShaped).ok).toBe(true);
  });

  for (const [name, config] of badForms) {
    it(`FormConfig, ${name}: the same issues as check()`, () => {
      const compiled = checkCompiled('FormConfig', config);
      expect(compiled.ok).toBe(false);
      expect(compiled).toEqual(check(FormConfig, config));
    });
  }

  for (const [name, config] of badLists) {
    it(`ListConfig, ${name}: the same issues as check()`, () => {
      const compiled = checkCompiled('ListConfig', config);
      expect(compiled.ok).toBe(false);
      expect(compiled).toEqual(check(ListConfig, config));
    });
  }

  it('word issues for people (path and Chinese text), e.g. a missing key and an unknown one', () => {
    const result = checkCompiled('FormConfig', form([{ type: 'text', colour: 'red' }]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toContainEqual({ path: '/groups/0/items/0/bianma', message: '缺少必填项' });
    expect(result.issues).toContainEqual({ path: '/groups/0/items/0', message: '不支持的属性 colour' });
  });
});
