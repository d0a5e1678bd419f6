import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCell } from '../blocks/table/test-kit';

describe('download column', () => {
  it('offers a download link to the file', () => {
    renderCell('download', { url: '/files/report.pdf', fileName: '报告.pdf' });
    const link = screen.getByRole('link', { name: '下载' });
    expect(link.getAttribute('href')).toBe('/files/report.pdf');
    expect(link.getAttribute('download')).toBe('报告.pdf');
  });

  it('names each file when the cell holds several', () => {
    renderCell('download', ['/files/a.pdf', '/files/b.docx']);
    expect(screen.getByRole('link', { name: 'a.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'b.docx' })).toBeTruthy();
  });

  it('shows nothing without a url', () => {
    renderCell('download', null);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
