import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCell } from '../blocks/table/test-kit';
import { contrastRatio } from '../../schemas/contrast';

describe('status column', () => {
  it('shows the status column as the server status text in a tag of its colour', () => {
    renderCell('status', 'submitted', { column: { code: 'status' }, record: { statusText: '待审核', statusColor: 'processing' } });
    const tag = screen.getByText('待审核');
    expect(tag.className).toContain('ks-tag');
    expect(tag.className).toContain('ks-tag-processing');
  });

  it('shows another status-typed column by its own value', () => {
    renderCell('status', '已公示', { column: { code: 'gszt' }, record: { statusText: '待审核', statusColor: '#ff0000' } });
    // A solid tag puts white text on the colour: pure red (4.0:1 behind white) is darkened until it reads.
    const tag = screen.getByText('已公示');
    expect(tag.style.background).toBe('rgb(230, 0, 0)');
    expect(contrastRatio('#ffffff', tag.style.background)).toBeGreaterThanOrEqual(4.5);
  });
});
