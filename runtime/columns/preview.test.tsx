import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonNamed, renderCell } from '../blocks/table/test-kit';

describe('preview column', () => {
  it.each(['jpg', 'png', 'jpeg', 'jpe', 'webp'])('opens a .%s file in the image preview', async (ext) => {
    renderCell('preview', `/files/photo.${ext.toUpperCase()}?v=1`);
    fireEvent.click(buttonNamed('预览'));
    await waitFor(() => {
      const img = document.querySelector<HTMLImageElement>('.ant-image-preview-img');
      expect(img?.getAttribute('src')).toBe(`/files/photo.${ext.toUpperCase()}?v=1`);
    });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('opens a signed link in the image preview by the stored type it carries, whatever the name says', async () => {
    const signed = '/ks/file/signed/f1?u=u-1&e=9&s=x&t=png';
    renderCell('preview', { url: signed, fileName: '营业执照' });
    fireEvent.click(buttonNamed('预览'));
    await waitFor(() => expect(document.querySelector<HTMLImageElement>('.ant-image-preview-img')?.getAttribute('src')).toBe(signed));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('opens a signed link to a stored PDF in the frame', async () => {
    renderCell('preview', '/ks/file/signed/f2?u=u-1&e=9&s=x&t=pdf');
    fireEvent.click(buttonNamed('预览'));
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(document.querySelector('.ant-image-preview-img')).toBeNull();
  });

  it('opens any other file in a dialog with an iframe', async () => {
    renderCell('preview', { url: '/files/report.pdf', fileName: '评价报告.pdf' });
    fireEvent.click(buttonNamed('预览'));
    const frame = await screen.findByTitle('评价报告.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/files/report.pdf');
    expect(document.querySelector('.ant-image-preview-img')).toBeNull();
  });

  it('warns 请先选择要查看的图片 when the cell has no url', async () => {
    renderCell('preview', '');
    fireEvent.click(buttonNamed('预览'));
    expect(await screen.findByText('请先选择要查看的图片')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
