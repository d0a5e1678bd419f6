import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Notice } from '../../../schemas/notices';
import { noticeApi } from '../../api/notices';
import { getItem, setItem } from '../../session/storage';
import { NoticeBanner } from './NoticeBanner';
import { confirmNotice, splitNotices } from './notice-confirm';

// The dialog sanitises the notice's html (DOMPurify, ≈ 12 KB gzip): it loads when there is a
// type-2 notice to show, not with every back-office page (docs/performance/bundle.md).
const NoticeDialog = lazy(() => import('./NoticeDialog').then((m) => ({ default: m.NoticeDialog })));

const HIDDEN_BANNERS = 'notice.hiddenBanners';

/**
 * The back office's notices (docs/shell.md "通知"): what is active for the user and not yet
 * confirmed, read once per visit of the layout; type 1 in the banner, type 2 one dialog after the
 * other. A confirmed notice leaves the line and, being marked read, never comes back.
 */
export function ShellNotices() {
  const [banner, setBanner] = useState<Notice[]>([]);
  const [dialogs, setDialogs] = useState<Notice[]>([]);
  // Mounted from the first type-2 notice on and kept, so the last one's close still animates.
  const [withDialog, setWithDialog] = useState(false);
  useEffect(() => {
    let live = true;
    noticeApi.active().then(
      (list) => {
        if (!live) return;
        const hidden = new Set(getItem<number[]>(HIDDEN_BANNERS) ?? []);
        const split = splitNotices(list ?? []);
        setBanner(split.banner.filter((n) => !hidden.has(n.msgId)));
        setDialogs(split.dialogs);
        if (split.dialogs.length > 0) setWithDialog(true);
      },
      // no notices is what a failed read shows: the page itself stays usable
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const closeBanner = useCallback(() => {
    setItem(HIDDEN_BANNERS, [...(getItem<number[]>(HIDDEN_BANNERS) ?? []), ...banner.map((n) => n.msgId)]);
    setBanner([]);
  }, [banner]);
  const confirm = useCallback(async (n: Notice) => {
    await confirmNotice(n, noticeApi.read);
    setDialogs((d) => d.filter((x) => x.msgId !== n.msgId));
  }, []);
  return (
    <>
      <NoticeBanner notices={banner} onClose={closeBanner} />
      {withDialog && (
        <Suspense fallback={null}>
          <NoticeDialog notice={dialogs[0] ?? null} onConfirm={confirm} />
        </Suspense>
      )}
    </>
  );
}
