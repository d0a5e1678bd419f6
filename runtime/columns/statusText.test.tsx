import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCell } from '../blocks/table/test-kit';

describe('statusText column', () => {
  it('shows the status words in the status colour, without a tag', () => {
    renderCell('statusText', 'rejected', { column: { code: 'status' }, record: { statusText: '审核驳回', statusColor: 'rgb(255, 0, 0)' } });
    const text = screen.getByText('审核驳回');
    expect(text.className).not.toContain('tag');
    expect(text.style.color).toBe('rgb(255, 0, 0)');
  });
});
