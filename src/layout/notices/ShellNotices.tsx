import { useCallback, useEffect, useState } from 'react';
import type { Notice } from '../../../schemas/notices';
import { noticeApi } from '../../api/notices';
import { getItem, setItem } from '../../session/storage';
import { NoticeBanner } from './NoticeBanner';
import { NoticeDialog } from './NoticeDialog';
import { confirmNotice, splitNotices } from './notice-confirm';

const HIDDEN_BANNERS = 'notice.hiddenBanners';

/**
 * The back office's notices (docs/shell.md "通知"): what is active for the user and not yet
 * confirmed, read once per visit of the layout; type 1 in the banner, type 2 one dialog after the
 * other. A confirmed notice leaves the line and, being marked read, never comes back.
 */
export function ShellNotices() {
  const [banner, setBanner] = useState<Notice[]>([]);
  const [dialogs, setDialogs] = useState<Notice[]>([]);
  useEffect(() => {
    let live = true;
    noticeApi.active().then(
      (list) => {
        if (!live) return;
        const hidden = new Set(getItem<number[]>(HIDDEN_BANNERS) ?? []);
        const split = splitNotices(list ?? []);
        setBanner(split.banner.filter((n) => !hidden.has(n.msgId)));
        setDialogs(split.dialogs);
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
      <NoticeDialog notice={dialogs[0] ?? null} onConfirm={confirm} />
    </>
  );
}
