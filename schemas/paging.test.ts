import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE, MAX_PAGE_SIZE, pageOf, pagingFields } from './paging';

describe('paging, the limits every paged call shares', () => {
  const Body = Type.Object({ keyWord: Type.Optional(Type.String()), ...pagingFields() });
  const Panel = Type.Object(pagingFields(50));

  it('takes no paging at all, or a page within the limits', () => {
    expect(Value.Check(Body, {})).toBe(true);
    expect(Value.Check(Body, { curPage: MAX_PAGE, pageSize: MAX_PAGE_SIZE })).toBe(true);
  });

  it('refuses page 0, a page past the last, a fraction and a page larger than the call allows', () => {
    for (const bad of [{ curPage: 0 }, { curPage: MAX_PAGE + 1 }, { curPage: 1.5 }, { pageSize: 0 }, { pageSize: MAX_PAGE_SIZE + 1 }]) expect(Value.Check(Body, bad)).toBe(false);
    expect(Value.Check(Panel, { pageSize: 50 })).toBe(true);
    expect(Value.Check(Panel, { pageSize: 51 })).toBe(false);
  });

  it('answers rows with the total and the page they are', () => {
    const Page = pageOf(Type.Object({ id: Type.String() }));
    expect(Value.Check(Page, { records: [{ id: 'a' }], total: 1, curPage: 1, pageSize: 10 })).toBe(true);
    expect(Value.Check(Page, { records: [{ id: 1 }], total: 1, curPage: 1, pageSize: 10 })).toBe(false);
  });
});
