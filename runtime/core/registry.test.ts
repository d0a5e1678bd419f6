import { describe, expect, it } from 'vitest';
import { Registry } from './registry';
import { defineFieldType } from '../fields/define';
import { createDefaultFieldRegistry, defaultFieldTypes } from '../fields';
import { ReadText } from '../fields/shared/read';

describe('registry', () => {
  it('refuses a second registration under the same key', () => {
    const r = new Registry<number>();
    r.register('a', 1);
    expect(() => r.register('a', 2)).toThrow('registry already has the key "a"');
    expect(r.get('a')).toBe(1);
  });

  it('holds the field types of the spec, the qualification picker and the attachment field, one per key', () => {
    const registry = createDefaultFieldRegistry();
    expect(registry.keys()).toEqual([
      'text', 'textarea', 'number', 'select', 'filter-select', 'select-link', 'select-m', 'select-edit', 'select-multiple',
      'checkbox', 'radio', 'cascader', 'cascader-1', 'cascader-2', 'cascader-3', 'cascader-4', 'transfer', 'transfer-1',
      'switch-1', 'switch-2', 'editor', 'y_n_ent', 'datepicker', 'datetime', 'daterange', 'qualification', 'attachment',
    ]);
    expect(new Set(defaultFieldTypes.map((t) => t.type)).size).toBe(defaultFieldTypes.length);
  });

  it('a project can add its own type, but not replace a default one', () => {
    const mine = defineFieldType({
      type: 'my-code', component: ReadText, readPretty: ReadText, traits: { label: '我的编码', valueType: 'string' },
    });
    expect(createDefaultFieldRegistry([mine]).has('my-code')).toBe(true);
    expect(() => createDefaultFieldRegistry([{ ...mine, type: 'text' }])).toThrow('"text"');
  });
});
