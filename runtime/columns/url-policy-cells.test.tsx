import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import urls from '../../fixtures/security/urls.json';
import { renderCell } from '../blocks/table/test-kit';
import { CardItem } from '../blocks/card-list/CardItem';
import type { ListRecord } from '../blocks/table/list-types';

// Old rows may hold addresses saved before the URL policy: every cell that would put a stored URL
// into an href, a src or an iframe shows it as plain text instead.

/** Every href/src in the page, and whether any clickable element is there at all. */
function addresses(): string[] {
  return [...document.querySelectorAll('[href], [src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '');
}

describe('cells showing stored addresses the URL policy refuses', () => {
  it.each(urls.hostile)('preview and download show %j as text, never as a link or button', (url) => {
    const { unmount } = renderCell('preview', { url, fileName: '附件.pdf' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTitle('链接地址不安全，已停用').textContent).toBe('附件.pdf');
    unmount();
    renderCell('download', [url]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(addresses()).toEqual([]);
  });

  it('a link column follows only an allowed web address; other addresses are text, other values open the record', () => {
    const { unmount } = renderCell('link', ' JavaScript:alert(1)');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTitle('链接地址不安全，已停用')).toBeTruthy();
    unmount();
    const web = renderCell('link', 'https://example.cn/doc');
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://example.cn/doc');
    web.unmount();
    renderCell('link', '查看详情');
    expect(screen.getByRole('button', { name: '查看详情' })).toBeTruthy();
  });

  it('allowed addresses still open', () => {
    renderCell('download', { url: '/ks/file/download/f1', fileName: '报告.pdf' });
    expect(screen.getByRole('link', { name: '下载' }).getAttribute('href')).toBe('/ks/file/download/f1');
  });

  it('card attachments with a refused address are text; good ones are buttons', () => {
    const record = {
      id: 'r1',
      fileList: [
        { url: 'javascript:parent.__stolen=1', fileName: '坏附件.pdf' },
        { url: '/files/demo/zbgg.pdf', fileName: '招标公告.pdf' },
      ],
    } as unknown as ListRecord;
    render(<CardItem record={record} cardStyle={undefined} labels={{}} />);
    expect(screen.getByTitle('链接地址不安全，已停用').textContent).toBe('坏附件.pdf');
    expect(screen.queryByRole('button', { name: '坏附件.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: '招标公告.pdf' })).toBeTruthy();
  });
});
