import { describe, expect, it } from 'vitest';
import { createForm } from '@formily/core';
import { fieldProblemsOf, showFieldProblems } from './server-problems';

describe('a refusal naming fields (data.problems)', () => {
  it('reads only well-formed problems', () => {
    expect(fieldProblemsOf(null)).toEqual([]);
    expect(fieldProblemsOf({ problems: 'x' })).toEqual([]);
    expect(fieldProblemsOf({ problems: [{ field: 'bz', message: '含有不允许的内容' }, { field: 1 }, null] })).toEqual([{ field: 'bz', message: '含有不允许的内容' }]);
  });

  it('puts each message under its field until the field is edited again; returns those no field shows', async () => {
    const form = createForm();
    const bz = form.createField({ name: 'bz', validator: [{ validator: () => '' }] });
    const left = showFieldProblems(form, [{ field: 'bz', message: '含有不允许的内容' }, { field: 'gone', message: '字段已删除' }]);
    expect(left).toEqual([{ field: 'gone', message: '字段已删除' }]);
    expect(bz.selfErrors).toEqual(['含有不允许的内容']);
    await bz.onInput('改过的备注');
    expect(bz.selfErrors).toEqual([]);
  });
});
