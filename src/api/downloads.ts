import type { DescribeBody, DownloadListBody, DownloadPage, DownloadSaveBody } from '../../schemas/downloads';
import { post } from './client';

/** 下载中心 and 产品中心's calls (docs/download-centre.md). The list needs no login. */
export const downloadApi = {
  list: (body: DownloadListBody) => post<DownloadPage>('/ks/downloadSettings/external-list', body, { quiet: true }),
  save: (body: DownloadSaveBody) => post<string>('/ks/downloadSettings/save', body, { quiet: true }),
  remove: (id: string) => post<null>('/ks/downloadSettings/delete', { id }),
  describe: (body: DescribeBody) => post<{ describe: string }>('/ks/downloadSettings/describe', body, { quiet: true }),
};
