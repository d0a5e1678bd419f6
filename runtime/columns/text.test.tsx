import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCell } from '../blocks/table/test-kit';
import { createColumnRegistry } from '.';
import { localTime } from '../core/local-time';

describe('text column', () => {
  it('shows the value, and a list joined with ;', () => {
    renderCell('text', ['甲', '乙']);
    expect(screen.getByText('甲;乙')).toBeTruthy();
  });

  it('shows a moment the server sent (a row’s updatedAt) as YYYY-MM-DD HH:mm, typed text as typed', () => {
    const iso = '2026-12-05T22:51:37.628Z';
    renderCell('text', iso);
    expect(screen.getByText(localTime(iso))).toBeTruthy();
    expect(screen.queryByText(iso)).toBeNull();
    renderCell('text', '2026-12-05 22:51 开标');
    expect(screen.getByText('2026-12-05 22:51 开标')).toBeTruthy();
  });

  it('is used for a column with an unknown type, so its value still shows', () => {
    expect(createColumnRegistry().resolve('no-such-type').type).toBe('text');
  });

  it('refuses a second type with the same key', () => {
    const registry = createColumnRegistry();
    expect(() => registry.register('status', registry.resolve('status'))).toThrow('"status"');
  });
});
