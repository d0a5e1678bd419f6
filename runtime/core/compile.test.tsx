import './testing/dom';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { compileForm } from './compile';
import { formatProblem } from './check-config';
import { createDefaultFieldRegistry } from '../fields';
import { configOf, renderForm } from './testing/render-form';

const registry = createDefaultFieldRegistry();
const problems = (config: unknown) => compileForm(config, registry).errors.map(formatProblem);

describe('compile: config problems', () => {
  it('unknown type', () => {
    expect(problems(configOf({ bianma: 'a', name: '甲', type: 'rating' }))).toEqual(['第 1 个字段「甲」(a): 未知的字段类型 rating']);
  });

  it('missing bianma', () => {
    expect(problems(configOf({ bianma: 'a', name: '甲', type: 'text' }, { name: '乙', type: 'text' }))).toEqual([
      '第 2 个字段「乙」: 缺少必填项 bianma',
    ]);
  });

  it('duplicate bianma (the later field names the first)', () => {
    expect(problems(configOf({ bianma: 'a', name: '甲', type: 'text' }, { bianma: 'a', name: '乙', type: 'text' }))).toEqual([
      '第 2 个字段「乙」(a): 字段编码 a 与第 1 个字段重复',
    ]);
  });

  it('bad regex', () => {
    expect(problems(configOf({ bianma: 'a', name: '甲', type: 'text', regex: '([a-z' }))).toEqual([
      '第 1 个字段「甲」(a): 正则表达式无效',
    ]);
  });

  it('parentNode naming a missing field, or itself', () => {
    expect(problems(configOf({ bianma: 'a', name: '甲', type: 'select', parentNode: 'zz,a' }))).toEqual([
      '第 1 个字段「甲」(a): 上级字段 zz 不存在',
      '第 1 个字段「甲」(a): 上级字段不能是自身',
    ]);
  });

  it('schema errors are translated and numbered across groups', () => {
    const config = {
      kind: 'form',
      groups: [
        { key: 'g1', title: '一', items: [{ bianma: 'a', name: '甲', type: 'text' }] },
        { key: 'g2', title: '二', items: [{ bianma: 'b', name: '乙', type: 'text', col: 30, colour: 'red' }] },
      ],
    };
    expect(problems(config)).toEqual(['第 2 个字段「乙」(b): 不支持的属性 colour', '第 2 个字段「乙」(b): col 不能大于 24']);
  });

  it('a bianma with path characters is refused', () => {
    expect(problems(configOf({ bianma: 'a.b', name: '甲', type: 'text' }))).toEqual([
      '第 1 个字段「甲」(a.b): 字段编码不能包含空格和 . , * [ ] ( ) { } ~ ! : & | 等字符',
    ]);
  });

  it('a valid config compiles to one section per group and one field per item', () => {
    const out = compileForm(configOf({ bianma: 'a', name: '甲', type: 'text', required: 1, col: 8 }), registry);
    expect(out.errors).toEqual([]);
    const properties = out.schema!.properties as Record<string, { properties: Record<string, Record<string, unknown>> }>;
    const section = properties.__group0;
    expect(section.properties.a).toMatchObject({
      type: 'string', title: '甲', 'x-component': 'text', 'x-decorator': 'FormItem', 'x-decorator-props': { col: 8 },
    });
  });
});

describe('ConfigErrorPanel', () => {
  it('lists every problem instead of rendering the form', async () => {
    // Rules are checked once the shape is right (a missing bianma is a shape problem, listed alone).
    await renderForm(configOf({ bianma: 'a', name: '甲', type: 'rating' }, { bianma: 'b', name: '乙', type: 'text', parentNode: 'zz' }, { bianma: 'c', name: '丙', type: 'text', regex: '(' }, { bianma: 'c', name: '丁', type: 'text' }));
    expect(screen.getByText('表单配置有误，共 4 处，请修改后再试')).toBeTruthy();
    for (const line of [
      '第 1 个字段「甲」(a): 未知的字段类型 rating',
      '第 2 个字段「乙」(b): 上级字段 zz 不存在',
      '第 3 个字段「丙」(c): 正则表达式无效',
      '第 4 个字段「丁」(c): 字段编码 c 与第 3 个字段重复',
    ]) {
      expect(screen.getByText(line)).toBeTruthy();
    }
  });
});

describe('compile: a field type carries its own rules', () => {
  it('a number field refuses what a double cannot count exactly, with the field named', async () => {
    const schema = compileForm(configOf({ bianma: 'pf', name: '评分', type: 'number' }), registry).schema!;
    const findPf = (s: unknown): { 'x-validator'?: Array<{ validator?: (v: unknown, r: unknown, c: unknown) => unknown }> } | undefined => {
      if (!s || typeof s !== 'object') return undefined;
      const props = (s as { properties?: Record<string, unknown> }).properties ?? {};
      if (props.pf) return props.pf as ReturnType<typeof findPf>;
      for (const child of Object.values(props)) {
        const hit = findPf(child);
        if (hit) return hit;
      }
      return undefined;
    };
    const answers = (findPf(schema)?.['x-validator'] ?? []).map((v) => v.validator?.(2 ** 53, undefined, {}));
    expect(answers).toContain('评分的数值超出可精确保存的范围');
  });
});
