import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buttonNamed, renderCell } from '../blocks/table/test-kit';

describe('link column', () => {
  it('opens the record (查看) when clicked', () => {
    const onView = vi.fn();
    renderCell('link', 'XM-2026-0001', { record: { id: 'rec-7' }, actions: { onView } });
    fireEvent.click(buttonNamed('XM-2026-0001'));
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ id: 'rec-7' }));
  });

  it('opens a web address in a new window', () => {
    renderCell('link', 'https://www.example.gov.cn/notice/1');
    const a = screen.getByRole('link');
    expect(a.getAttribute('href')).toBe('https://www.example.gov.cn/notice/1');
    expect(a.getAttribute('target')).toBe('_blank');
  });
});
