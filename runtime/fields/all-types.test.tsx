import '../core/testing/dom';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { check } from '../../schemas/validate';
import { FormConfig } from '../../schemas/form';
import { compileForm } from '../core/compile';
import { createDefaultFieldRegistry, defaultFieldTypes } from '.';
import { allTypesConfig, allTypesQualifications, allTypesRemoteOptions, allTypesValues } from './__fixtures__/all-types';
import { FIELD_DOCS } from '../docs/field-docs';
import { configOf, renderForm } from '../core/testing/render-form';

const registry = createDefaultFieldRegistry();
const fixtureTypes = new Set(allTypesConfig.groups.flatMap((g) => g.items.map((i) => i.type)));

describe('all field types', () => {
  it('the fixture is a valid FormConfig covering every default type', () => {
    expect(check(FormConfig, allTypesConfig).ok).toBe(true);
    expect([...fixtureTypes].sort()).toEqual(defaultFieldTypes.map((t) => t.type).sort());
    expect(compileForm(allTypesConfig, registry).errors).toEqual([]);
  });

  for (const def of defaultFieldTypes) {
    // links to fields outside this one-field form are left out
    const { value, parentNode: _p, childNode: _c, ...item } = FIELD_DOCS[def.type]!.example;
    it(`${def.type}: its docs example compiles and renders in edit and read mode`, async () => {
      const config = configOf({ ...item, name: item.name ?? def.type });
      const compiled = compileForm(config, registry);
      expect(compiled.errors).toEqual([]);
      const edit = await renderForm(config, { initialValues: { [item.bianma!]: value } });
      expect(edit.container.querySelector('.ant-formily-item-label')?.textContent).toContain(item.name);
      expect(edit.container.querySelector('.ant-formily-item-control')?.children.length).toBeGreaterThan(0);
      edit.unmount();
      const read = await renderForm(config, { mode: 'read', initialValues: { [item.bianma!]: value } });
      const control = read.container.querySelector('.ant-formily-item-control');
      expect(control?.textContent?.trim()).not.toBe('');
      expect(control?.querySelector('input, textarea, [contenteditable=true]')).toBeNull();
      read.unmount();
    });
  }

  it('the whole fixture renders in read mode with readable values', async () => {
    await renderForm(allTypesConfig, {
      mode: 'read',
      initialValues: allTypesValues,
      services: { options: allTypesRemoteOptions, qualifications: allTypesQualifications },
    });
    expect(screen.getByText('某某道路改造工程')).toBeTruthy();
    expect(screen.getByText('公开招标')).toBeTruthy(); // radio label, not '1'
    expect(screen.getByText('南京市')).toBeTruthy(); // remote option label
    expect(screen.getByText('土建;装饰装修')).toBeTruthy(); // multi-values joined with ';'
    expect(screen.getByText('江苏省/南京市/玄武区')).toBeTruthy(); // cascader path
    expect(screen.getByText('2026-01-01 至 2026-12-31')).toBeTruthy();
    expect(screen.getByText('道路').tagName).toBe('STRONG'); // sanitised html rendered
    expect(await screen.findByText('建筑工程施工总承包一级')).toBeTruthy(); // qualification full name
  });
});
