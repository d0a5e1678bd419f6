import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCell } from '../blocks/table/test-kit';

describe('switch column', () => {
  it('shows an on switch for 1 that cannot be toggled in the table', () => {
    renderCell('switch', '1');
    const sw = screen.getByRole('switch');
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(sw.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows an off switch for 0', () => {
    renderCell('switch', 0);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });
});
