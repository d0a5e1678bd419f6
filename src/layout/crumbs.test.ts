import { describe, expect, it } from 'vitest';
import { nextCrumbs, type Crumb } from './crumbs';

const c = (key: string, parentKey?: string): Crumb => ({ key, title: key, path: key, parentKey });

describe('nextCrumbs', () => {
  it('clears the trail for a page without a parent', () => {
    expect(nextCrumbs([c('list'), c('detail', 'list')], c('other')).map((x) => x.key)).toEqual(['other']);
  });

  it('appends a page opened from the last crumb', () => {
    expect(nextCrumbs([c('list')], c('detail', 'list')).map((x) => x.key)).toEqual(['list', 'detail']);
  });

  it('trims later crumbs when a crumb is revisited', () => {
    const trail = [c('list'), c('detail', 'list'), c('sub', 'detail')];
    expect(nextCrumbs(trail, c('list')).map((x) => x.key)).toEqual(['list']);
    expect(nextCrumbs(trail, c('detail', 'list')).map((x) => x.key)).toEqual(['list', 'detail']);
  });

  it('follows the parent when a page is opened from an earlier crumb', () => {
    const trail = [c('list'), c('detail', 'list')];
    expect(nextCrumbs(trail, c('edit', 'list')).map((x) => x.key)).toEqual(['list', 'edit']);
  });

  it('after a reload (no trail) keeps a parent the shell can name, and only that parent', () => {
    const parent = c('list');
    expect(nextCrumbs([], c('detail', 'list'), parent).map((x) => x.key)).toEqual(['list', 'detail']);
    expect(nextCrumbs([], c('detail', 'list'), c('elsewhere')).map((x) => x.key)).toEqual(['detail']);
    expect(nextCrumbs([], c('detail', 'list'), null).map((x) => x.key)).toEqual(['detail']);
    // the menus arrive after the page started its trail alone: the parent comes in front
    expect(nextCrumbs([c('detail', 'list')], c('detail', 'list'), parent).map((x) => x.key)).toEqual(['list', 'detail']);
  });
});
