import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCell } from '../blocks/table/test-kit';

describe('state column', () => {
  it('shows the audit state after a dot of the audit colour', () => {
    const { container } = renderCell('state', '审核中', { record: { auditColor: 'orange' } });
    expect(screen.getByText('审核中')).toBeTruthy();
    expect(container.querySelector<HTMLElement>('.ks-dot')!.style.background).toContain('250, 140, 22');
  });
});
