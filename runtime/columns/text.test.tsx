import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCell } from '../blocks/table/test-kit';
import { createColumnRegistry } from '.';

describe('text column', () => {
  it('shows the value, and a list joined with ;', () => {
    renderCell('text', ['甲', '乙']);
    expect(screen.getByText('甲;乙')).toBeTruthy();
  });

  it('is used for a column with an unknown type, so its value still shows', () => {
    expect(createColumnRegistry().resolve('no-such-type').type).toBe('text');
  });

  it('refuses a second type with the same key', () => {
    const registry = createColumnRegistry();
    expect(() => registry.register('status', registry.resolve('status'))).toThrow('"status"');
  });
});
