// @vitest-environment node
// (node: it reads the generated file from disk next to this one)
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { check } from './validate';
import { checkDesigner, type DesignerSchemaName } from './check-designer';
import { DESIGNER_GENERATED_FILE, DESIGNER_SCHEMAS, validatorsSource } from './build-validators';

/** Values a property panel can hold, good and bad, per precompiled designer schema. */
const CASES: Record<DesignerSchemaName, unknown[]> = {
  FormItem: [
    { bianma: 'xmmc', name: '项目名称', type: 'text' },
    { bianma: '', name: '项目名称', type: 'text' },
    { bianma: 'xmmc', name: 12, type: 'text', colour: 'red' },
    { bianma: 'xmmc', name: '地区', type: 'cascader', options: { list: [{ label: '江苏', value: '32', children: [{ label: 7 }] }] } },
  ],
  TableColumn: [{ code: 'xmmc', name: '项目名称' }, { code: 'a', name: 'A', type: 'sparkline' }, { name: 'A' }],
  SearchFilterItem: [{ name: '状态', code: 'zt', type: 'select', dataList: [{ label: '草稿', value: 'draft' }] }, { name: '状态', code: 'zt', type: 'select', dataList: [{ value: 1 }] }],
  CardStyle: [{ titleKey: 'xmmc', width: '50%', contents: [{ contentKey: 'zbdw', fontSize: 14 }] }, { titleKey: 'xmmc', width: '33%', contents: [], colour: 'red' }, {}],
  OptionList: [[{ label: '是', value: '1' }], [{ label: '江苏', value: '32', children: [{ label: '南京' }] }], 'x'],
};

describe('precompiled designer validators (schemas/generated/designer-validators.js)', () => {
  it('match what schemas/build-validators.ts writes (run npm run build:validators after changing a schema)', () => {
    expect(fs.readFileSync(DESIGNER_GENERATED_FILE, 'utf8')).toBe(validatorsSource(DESIGNER_SCHEMAS));
  });

  for (const [name, values] of Object.entries(CASES) as Array<[DesignerSchemaName, unknown[]]>) {
    it(`${name}: the same verdict and issues as check()`, () => {
      const schema: TSchema = DESIGNER_SCHEMAS[name];
      for (const value of values) expect(checkDesigner(name, value)).toEqual(check(schema, value));
      // Every list holds at least one value each way.
      expect(values.some((v) => checkDesigner(name, v).ok)).toBe(true);
      expect(values.some((v) => !checkDesigner(name, v).ok)).toBe(true);
    });
  }
});
