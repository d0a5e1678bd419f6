import { describe, expect, it } from 'vitest';
import { fileNameOf } from './list-services';

describe('export file name', () => {
  it('reads the UTF-8 name of Content-Disposition first', () => {
    expect(fileNameOf(`attachment; filename="____-20261122.xlsx"; filename*=UTF-8''${encodeURIComponent('信用记录-20261122.xlsx')}`, 'x.xlsx')).toBe(
      '信用记录-20261122.xlsx',
    );
  });

  it('falls back to the plain name, then to the given name', () => {
    expect(fileNameOf('attachment; filename="list.xlsx"', 'x.xlsx')).toBe('list.xlsx');
    expect(fileNameOf(undefined, '导出.xlsx')).toBe('导出.xlsx');
  });
});
