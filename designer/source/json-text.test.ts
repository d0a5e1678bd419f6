import { describe, expect, it } from 'vitest';
import { FormConfig } from '../../schemas/form';
import { lineColumn, parseJsonText } from './json-text';
import { toMonacoSchema } from './monaco-schema';

describe('JSON view text', () => {
  it('parses, or says where the syntax error is', () => {
    expect(parseJsonText('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    const bad = parseJsonText('{\n  "a": 1,\n}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.message).toMatch(/^JSON 语法错误（第 3 行第 \d+ 列）$/);
      expect(bad.line).toBe(3);
    }
    expect(parseJsonText('  ')).toMatchObject({ ok: false, message: '内容为空' });
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });

  it('hands Monaco one self-contained schema (shared $refs inlined as definitions)', () => {
    const schema = toMonacoSchema(FormConfig);
    const text = JSON.stringify(schema);
    expect(text).toContain('"$ref":"#/definitions/FieldOption"');
    expect(text).not.toContain('"$ref":"FieldOption"');
    expect(schema.definitions).toHaveProperty('FieldOption');
  });
});
