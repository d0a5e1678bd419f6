import { describe, expect, it } from 'vitest';
import { compileForm, createDefaultFieldRegistry, defaultFieldTypes } from '../../../runtime/blocks/form';
import config from '../../../fixtures/nodes/credit-apply.form.json';

// The 信用申报 node is the e2e form: it must compile and cover every built-in field type.
describe('fixtures/nodes/credit-apply.form.json', () => {
  it('compiles with the default field types, without problems', () => {
    const compiled = compileForm(config, createDefaultFieldRegistry());
    expect(compiled.errors).toEqual([]);
    expect(compiled.schema).not.toBeNull();
  });

  it('uses every built-in field type', () => {
    const used = new Set(config.groups.flatMap((g) => g.items.map((i) => i.type)));
    const missing = defaultFieldTypes.map((t) => t.type).filter((t) => !used.has(t));
    expect(missing).toEqual([]);
  });
});
