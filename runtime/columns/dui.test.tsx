import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCell } from '../blocks/table/test-kit';

describe('dui column', () => {
  it('shows a tick for yes', () => {
    renderCell('dui', '1');
    expect(screen.getByLabelText('是')).toBeTruthy();
  });

  it('shows a cross for no', () => {
    renderCell('dui', '否');
    expect(screen.getByLabelText('否')).toBeTruthy();
  });

  it('shows nothing when the value is not set', () => {
    const { container } = renderCell('dui', '');
    expect(container.textContent).toBe('');
    expect(screen.queryByLabelText('是')).toBeNull();
    expect(screen.queryByLabelText('否')).toBeNull();
  });
});
