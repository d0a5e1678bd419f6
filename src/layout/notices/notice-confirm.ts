import { LOCAL_NOTICE_ID, type Notice } from '../../../schemas/notices';

/**
 * 我知道了 on a type-2 notice (spec 002 "Notice"): the read mark by msgId, except for -99, the
 * client's own notice (a preview in 通知配置), which only closes. Resolves when it may close.
 */
export async function confirmNotice(notice: Pick<Notice, 'msgId'>, markRead: (msgId: number) => Promise<unknown>): Promise<void> {
  if (notice.msgId === LOCAL_NOTICE_ID) return;
  await markRead(notice.msgId);
}

/** Type-1 notices scroll in the banner, type-2 ones wait in line for the dialog. */
export function splitNotices(list: readonly Notice[]): { banner: Notice[]; dialogs: Notice[] } {
  return { banner: list.filter((n) => n.show && n.type === 1), dialogs: list.filter((n) => n.show && n.type === 2) };
}
