import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewFileRow, ReviewFiles } from '../../../schemas/trade-files';
import { localTime } from '../../../runtime/core/local-time';
import { UploadCallError } from '../../../runtime/upload/transport';
import { ApiError } from '../../api/client';
import { ReviewFilesTable, type ReviewFileActions } from './ReviewFilesTable';

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

const row = (fileId: string, fileName: string, notified: boolean): ReviewFileRow => ({
  fileId,
  fileName,
  uploaderName: '林文静',
  uploadedAt: '2026-12-06T02:30:00.000Z',
  notified,
  downloadUrl: `/ks/file/signed/${fileId}?s=x`,
});
const refusal = (message: string) => new ApiError(message, { kind: 'error', message } as never, 400, 400);
const pdf = (name: string) => new File([`%PDF-1.4 ${name}`], name, { type: 'application/pdf' });
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('review-file-input'), { target: { files } });

/** A server in memory: the listed files, what batch-upload attached and upload-notice announced. */
function fakeServer() {
  const files: ReviewFileRow[] = [];
  const names = new Map<string, string>();
  const load = vi.fn(async (xmId: string): Promise<ReviewFiles> => ({ xmId, files: files.map((f) => ({ ...f })) }));
  const actions = {
    upload: vi.fn(async (file: File, onProgress: (p: number) => void) => {
      onProgress(50);
      if (file.name.startsWith('坏')) throw new UploadCallError('当前网络拥堵，请重新上传！', true);
      const fileId = `id-${file.name}`;
      names.set(fileId, file.name);
      return { fileId };
    }),
    attach: vi.fn(async (_xmId: string, ids: string[]) => {
      for (const id of ids) files.push(row(id, names.get(id)!, false));
      return { message: `已上传 ${ids.length} 个评审文件` };
    }),
    notify: vi.fn(async () => {
      const fresh = files.filter((f) => !f.notified);
      if (!fresh.length) throw refusal('没有尚未通知的评审文件，请先上传');
      fresh.forEach((f) => (f.notified = true));
      return { message: '已通知 3 人' };
    }),
  } satisfies ReviewFileActions;
  return { files, load, actions };
}

describe('ReviewFilesTable: 上传评审文件 and 通知其他专家', () => {
  it('offers no buttons to a caller who is not a reviewer of the project', async () => {
    const s = fakeServer();
    render(<ReviewFilesTable xmId="p1" load={s.load} actions={s.actions} />);
    expect(await screen.findByText('暂无评审文件')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '上传评审文件' })).toBeNull();
    expect(screen.queryByRole('button', { name: '通知其他专家' })).toBeNull();
  });

  it('uploads each picked file, names the one that failed, attaches the others and reloads the table', async () => {
    const s = fakeServer();
    render(<ReviewFilesTable xmId="p1" load={s.load} actions={s.actions} canUpload />);
    expect(await screen.findByText('暂无评审文件')).toBeTruthy();
    expect(s.load).toHaveBeenCalledTimes(1);
    pick([pdf('评审意见.pdf'), pdf('坏文件.pdf'), new File(['x'], '说明.exe'), pdf('现场照片.pdf')]);
    // the server's message of batch-upload, for the two that went through
    expect(await screen.findByText('已上传 2 个评审文件')).toBeTruthy();
    expect(s.actions.attach).toHaveBeenCalledWith('p1', ['id-评审意见.pdf', 'id-现场照片.pdf']);
    // the format check before sending and the failed upload name their files
    expect(screen.getByText('坏文件.pdf：当前网络拥堵，请重新上传！')).toBeTruthy();
    expect(screen.getByText('说明.exe：请上传图片或PDF文件')).toBeTruthy();
    expect(s.actions.upload).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('progressbar', { name: '评审意见.pdf 上传进度' }).getAttribute('aria-valuenow')).toBe('100');
    // the table reloaded: both files, not yet announced
    const uploaded = (await screen.findByText('评审意见.pdf', { selector: 'td' })).closest('tr')!;
    expect(s.load).toHaveBeenCalledTimes(2);
    expect(within(uploaded).getByText('未通知')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载 现场照片.pdf' })).toBeTruthy();
  });

  it('keeps uploaded files when batch-upload fails and attaches them again on 重新加入评审', async () => {
    const s = fakeServer();
    const attach = s.actions.attach;
    s.actions.attach = vi.fn().mockRejectedValueOnce(refusal('您未被抽取为该项目的评审专家')).mockImplementation(attach);
    render(<ReviewFilesTable xmId="p1" load={s.load} actions={s.actions} canUpload />);
    await screen.findByText('暂无评审文件');
    pick([pdf('评审意见.pdf')]);
    expect(await screen.findByText(/^您未被抽取为该项目的评审专家/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加入评审' }));
    expect(await screen.findByText('已上传 1 个评审文件')).toBeTruthy();
    expect(s.actions.attach).toHaveBeenLastCalledWith('p1', ['id-评审意见.pdf']);
    expect(s.actions.upload).toHaveBeenCalledTimes(1); // not sent twice
    expect(await screen.findByText('评审意见.pdf', { selector: 'td' })).toBeTruthy();
  });

  it('通知其他专家 shows 已通知 N 人 and the files turn 已通知; with nothing new it shows the refusal', async () => {
    const s = fakeServer();
    s.files.push(row('f1', '评审意见.pdf', false));
    render(<ReviewFilesTable xmId="p1" load={s.load} actions={s.actions} canUpload />);
    const before = (await screen.findByText('评审意见.pdf')).closest('tr')!;
    expect(within(before).getByText('未通知')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '通知其他专家' }));
    expect(await screen.findByText('已通知 3 人')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByText('评审意见.pdf').closest('tr')!).getByText('已通知')).toBeTruthy(), { timeout: 5000 });
    expect(s.load).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: '通知其他专家' }));
    expect(await screen.findByText('没有尚未通知的评审文件，请先上传')).toBeTruthy();
  });
});
