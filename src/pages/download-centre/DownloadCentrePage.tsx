import { useMatches } from 'react-router-dom';
import type { DownloadKind } from '../../../schemas/downloads';
import { PageIntro } from '../system/PageIntro';
import { DownloadTable } from './DownloadTable';

const INTRO: Record<DownloadKind, string> = {
  file: '管理员在产品中心发布的文件：PDF 可在线预览，所有文件均可下载。',
  video: '管理员在产品中心发布的视频：可在线播放，也可下载。',
  platform: '相关业务系统与平台的入口，在新窗口中打开。',
};

/** The page's title: its menu item's (the route's crumb title). */
function useRouteTitle(fallback: string): string {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  return handle?.title ?? fallback;
}

/** /productCenter/fileDownload, videoDownload (docs/download-centre.md): the centre's table of one kind. */
export function DownloadCentrePage({ kind, fallbackTitle }: { kind: DownloadKind; fallbackTitle: string }) {
  const title = useRouteTitle(fallbackTitle);
  return (
    <div className="ks-card">
      <PageIntro title={title}>{INTRO[kind]}</PageIntro>
      <DownloadTable kind={kind} />
    </div>
  );
}

export const FileDownloadPage = () => <DownloadCentrePage kind="file" fallbackTitle="文件下载" />;
export const VideoDownloadPage = () => <DownloadCentrePage kind="video" fallbackTitle="视频下载" />;
