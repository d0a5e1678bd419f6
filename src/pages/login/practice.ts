import type { UserInfo } from '../../../schemas/auth';

/** The practice dialog opens when codeStatus is 0 and the practice status is abnormal (spec 000 §4). */
export const needsPracticeDialog = (u: Pick<UserInfo, 'codeStatus' | 'practicingStatus'> | null): boolean =>
  Boolean(u && u.codeStatus === 0 && u.practicingStatus?.abnormal);

export const PRACTICE_STATUS_TEXT: Record<string, string> = { '0': '未知', '1': '异常', '2': '正常' };

/** Reasons are cut at 16 characters in the list; the full text is in the tooltip. */
export const truncateReason = (reason: string, max = 16): string => (reason.length > max ? `${reason.slice(0, max)}…` : reason);

export const PRACTICE_TARGET = '/system/companyInfo?type=1&apply=true';
