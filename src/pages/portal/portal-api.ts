import type { PublicSubject, SubjectPage, PlatformDescribe } from '../../../schemas/portal';
import type { FieldOption } from '../../../schemas/form';
import { publicGet as get, publicPost as post } from '../../api/public-client';

/**
 * The public portal's calls (docs/portal.md): trade announcements and the enterprise types are
 * public catalogue rows, the market subjects and the description routes of the portal's own.
 */
export interface Announcement {
  id: string;
  ggbt?: string;
  xmmc?: string;
  fbrq?: string;
  bmjz?: string;
}
export interface AnnouncementPage {
  records: Announcement[];
  total: number;
}
export interface AnnouncementDetail {
  id: string;
  updatedAt?: string;
  data: Announcement & { zgtj?: string };
}

export const portalApi = {
  describe: () => get<PlatformDescribe>('/ks/portal/v1/home/describe'),
  tradeScroll: (pageSize = 6) => get<AnnouncementPage>(`/ks/index-page/trade-info/scroll?pageSize=${pageSize}`),
  tradeAll: (body: { curPage: number; pageSize: number; ggbt?: string }) => post<AnnouncementPage>('/ks/index-page/trade-info/all', body),
  tradeInfo: (id: string) => post<AnnouncementDetail>('/ks/index-page/trade-info/info', { id }),
  subjectScroll: (size = 6) => get<PublicSubject[]>(`/ks/index-page/subject-info/scroll?size=${size}`),
  subjectAll: (body: { curPage: number; pageSize: number; qymc?: string; qylx?: string }) => post<SubjectPage>('/ks/rp/v1/ignore/subject-info/all', body),
  subjectInfo: (id: string) => get<PublicSubject>(`/ks/index-page/subject-info/info?id=${encodeURIComponent(id)}`),
  enterpriseTypes: () => get<FieldOption[]>('/ks/portal/v1/common/enterprise-types'),
};
