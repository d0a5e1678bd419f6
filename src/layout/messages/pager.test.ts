import { describe, expect, it } from 'vitest';
import { pagesOf, pageWindow } from './pager';

describe('the message centre pager (6 a page, 5 page buttons)', () => {
  it('shows at most 5 pages around the current one, kept within the pages there are', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('counts pages of 6', () => {
    expect([pagesOf(0, 6), pagesOf(6, 6), pagesOf(7, 6), pagesOf(31, 6)]).toEqual([0, 1, 2, 6]);
  });
});
