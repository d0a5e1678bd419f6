// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultFieldTypes } from '../fields';
import { renderNodeConfigDoc, undocumentedKeys } from './node-config-doc';

describe('docs/node-config.md', () => {
  it('every key of FormConfig/FormGroup/FormItem/FieldOptions/FieldOption/SearchFilterGroup/SearchFilterItem is documented', () => {
    expect(undocumentedKeys()).toEqual([]);
  });

  it('is up to date (regenerate: node --import tsx runtime/docs/gen-node-config.ts)', () => {
    const file = readFileSync(fileURLToPath(new URL('../../docs/node-config.md', import.meta.url)), 'utf8');
    expect(file).toBe(renderNodeConfigDoc(defaultFieldTypes));
  });

  it('documents every field type with its value shape and an example', () => {
    const doc = renderNodeConfigDoc(defaultFieldTypes);
    for (const t of defaultFieldTypes) {
      expect(doc).toContain(`### \`${t.type}\``);
      expect(doc).toContain(`"type":"${t.type}"`);
    }
  });
});
