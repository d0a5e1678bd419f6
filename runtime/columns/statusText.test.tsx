import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCell } from '../blocks/table/test-kit';
import { contrastRatio } from '../../schemas/contrast';

describe('statusText column', () => {
  it('shows the status words in the status colour, without a tag', () => {
    renderCell('statusText', 'rejected', { column: { code: 'status' }, record: { statusText: '审核驳回', statusColor: 'rgb(255, 0, 0)' } });
    const text = screen.getByText('审核驳回');
    expect(text.className).not.toContain('tag');
    // Pure red is 4.0:1 on white: drawn as the nearest red that reads (docs/accessibility.md).
    expect(text.style.color).toBe('rgb(230, 0, 0)');
    expect(contrastRatio(text.style.color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a status colour that already reads', () => {
    renderCell('statusText', 'rejected', { column: { code: 'status' }, record: { statusText: '审核驳回', statusColor: 'rgb(160, 0, 0)' } });
    expect(screen.getByText('审核驳回').style.color).toBe('rgb(160, 0, 0)');
  });
});
