import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filterText, isUniqueSerialFilter, toFilterPayload } from './filter-payload';

describe('search filter payload', () => {
  it('joins array values with commas', () => {
    expect(filterText('select-multiple', ['a', 'b', 'c'])).toBe('a,b,c');
    expect(filterText('select', ['x', 'y'])).toBe('x,y');
  });

  it('sends the last value of a strict cascader path', () => {
    expect(filterText('cascader', ['610000', '610100', '610113'])).toBe('610113');
    expect(filterText('cascader', ['610000'])).toBe('610000');
  });

  it('sends a date range as two yyyy-MM-dd days joined by a comma', () => {
    expect(filterText('daterange', [dayjs('2026-01-05T10:20:00'), dayjs('2026-02-28')])).toBe('2026-01-05,2026-02-28');
  });

  it('leaves out empty filters and trims text', () => {
    const payload = toFilterPayload(
      { xmmc: '  城东  ', qy: [], lx: undefined, rq: null, zt: '' },
      [
        { code: 'xmmc', type: 'text' },
        { code: 'qy', type: 'cascader' },
      ],
    );
    expect(payload).toEqual({ xmmc: '城东' });
  });

  it('knows the unique serial number filter by code wybh or by its name', () => {
    expect(isUniqueSerialFilter({ code: 'wybh', name: '编号' })).toBe(true);
    expect(isUniqueSerialFilter({ code: 'xmwybh', name: '项目唯一编号' })).toBe(true);
    expect(isUniqueSerialFilter({ code: 'xmbh', name: '项目编号' })).toBe(false);
  });
});
