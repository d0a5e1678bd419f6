import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCell } from '../blocks/table/test-kit';

describe('statusIcon column', () => {
  it('shows a dot of the status colour before the status words', () => {
    const { container } = renderCell('statusIcon', 'passed', {
      column: { code: 'status' },
      record: { statusText: '审核通过', statusColor: 'rgb(82, 196, 26)' },
    });
    expect(screen.getByText('审核通过')).toBeTruthy();
    const dot = container.querySelector<HTMLElement>('.ks-dot');
    expect(dot?.style.background || dot?.style.backgroundColor).toContain('82, 196, 26');
  });
});
