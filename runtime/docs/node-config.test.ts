// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultFieldTypes } from '../fields';
import { renderNodeConfigDoc, undocumentedKeys } from './node-config-doc';

describe('docs/node-config.md', () => {
  it('every key of FormConfig/FormGroup/FormItem/FieldOptions/FieldOption/SearchFilterGroup/SearchFilterItem is documented', () => {
    expect(undocumentedKeys()).toEqual([]);
  });

  // The field types import their CSS, which only a Vite-powered runner loads: the doc is written
  // as a file snapshot (`vitest -u` rewrites it) rather than by a plain node script.
  it('is up to date (regenerate: npx vitest run runtime/docs/node-config.test.ts -u)', async () => {
    await expect(renderNodeConfigDoc(defaultFieldTypes)).toMatchFileSnapshot('../../docs/node-config.md');
  });

  it('documents every field type with its value shape and an example', () => {
    const doc = renderNodeConfigDoc(defaultFieldTypes);
    for (const t of defaultFieldTypes) {
      expect(doc).toContain(`### \`${t.type}\``);
      expect(doc).toContain(`"type":"${t.type}"`);
    }
  });
});
