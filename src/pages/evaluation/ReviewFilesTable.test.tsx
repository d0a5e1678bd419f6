import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewFiles } from '../../../schemas/trade-files';
import { localTime } from '../../../runtime/core/local-time';
import { ReviewFilesTable } from './ReviewFilesTable';

afterEach(cleanup);

const FILES: ReviewFiles = {
  xmId: 'p1',
  files: [
    { fileId: 'f1', fileName: '评审意见.pdf', uploaderName: '林文静', uploadedAt: '2026-12-06T02:30:00.000Z', notified: true, downloadUrl: '/ks/file/signed/f1?u=u1&e=1&s=x' },
    { fileId: 'f2', fileName: '现场照片.pdf', uploaderName: '王志强', uploadedAt: '2026-12-06T03:05:00.000Z', notified: false, downloadUrl: '/ks/file/signed/f2?u=u1&e=1&s=y' },
  ],
};

describe('ReviewFilesTable (开标专家 → 评审文件)', () => {
  it('lists each file with its uploader, local time and a download link', async () => {
    render(<ReviewFilesTable xmId="p1" load={async () => FILES} />);
    const row = (await screen.findByText('评审意见.pdf')).closest('tr')!;
    expect(within(row).getByText('林文静')).toBeTruthy();
    // the moment in the browser's zone as every list shows it (YYYY-MM-DD HH:mm), never the raw ISO text
    expect(within(row).getByText(localTime(FILES.files[0].uploadedAt))).toBeTruthy();
    expect(within(row).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy();
    const link = within(row).getByRole('link', { name: '下载 评审意见.pdf' });
    expect(link.getAttribute('href')).toBe('/ks/file/signed/f1?u=u1&e=1&s=x');
    expect(screen.getByRole('link', { name: '下载 现场照片.pdf' }).getAttribute('href')).toBe('/ks/file/signed/f2?u=u1&e=1&s=y');
  });

  it('says 暂无评审文件 when the project has none, and shows a refusal as the server words it', async () => {
    render(<ReviewFilesTable xmId="p1" load={async () => ({ xmId: 'p1', files: [] })} />);
    expect(await screen.findByText('暂无评审文件')).toBeTruthy();
    cleanup();
    render(<ReviewFilesTable xmId="p1" load={() => Promise.reject(new Error('您未被抽取为该项目的评审专家'))} />);
    expect(await screen.findByText('您未被抽取为该项目的评审专家')).toBeTruthy();
  });
});
