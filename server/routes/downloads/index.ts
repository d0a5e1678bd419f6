import { Type } from '@sinclair/typebox';
import { DescribeAnswer, DescribeBody, DownloadDeleteBody, DownloadListBody, DownloadPage, DownloadSaveBody,
  DownloadSavedId, DOWNLOAD_MESSAGES } from '../../../schemas/downloads';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { deleteDownload, listDownloads, saveDescribe, saveDownload } from '../../downloads/service';

const MANAGERS = ['M', 'D'] as const;
const tags = ['portal'];

/**
 * 下载中心 and 产品中心 (issue 51; spec 001 §7.3, spec 000 §2 `/productCenter/*`,
 * `/configPage/productConfig`; docs/download-centre.md).
 */
export default function downloadRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/downloadSettings/external-list',
    { config: { access: 'public' }, schema: { tags, summary: '下载中心列表（无需登录）：文件、视频或系统平台，分页；文件地址无需登录即可打开', body: DownloadListBody, response: responses(DownloadPage) } },
    async (request) => ok(await listDownloads(ctx.db, request.body)),
  );
  app.post(
    '/ks/downloadSettings/save',
    {
      config: { access: [...MANAGERS], globalSetting: true },
      schema: { tags, summary: '产品中心：新增或修改下载项（文件、视频取已上传文件的名称、类型、大小；系统平台填地址）', body: DownloadSaveBody, response: responses(DownloadSavedId) },
    },
    async (request) => ok(await saveDownload(ctx.db, caller(request), request.body), DOWNLOAD_MESSAGES.saved),
  );
  app.post(
    '/ks/downloadSettings/delete',
    { config: { access: [...MANAGERS], globalSetting: true }, schema: { tags, summary: '产品中心：删除下载项', body: DownloadDeleteBody, response: responses(Type.Null()) } },
    async (request) => {
      await deleteDownload(ctx.db, caller(request), request.body);
      return ok(null, DOWNLOAD_MESSAGES.deleted);
    },
  );
  app.post(
    '/ks/downloadSettings/describe',
    {
      config: { access: [...MANAGERS], globalSetting: true },
      schema: { tags, summary: '产品中心：保存平台介绍（页脚与 GET /ks/portal/v1/home/describe 的内容，富文本，保存时清理）', body: DescribeBody, response: responses(DescribeAnswer) },
    },
    async (request) => ok({ describe: await saveDescribe(ctx.db, caller(request), request.body) }, DOWNLOAD_MESSAGES.describeSaved),
  );
}
