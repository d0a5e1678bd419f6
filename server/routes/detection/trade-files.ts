import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { parseEstimate } from '../../estimates';
import type { ReadStoredFile } from '../../detection/job';
import { downloadStatus, tenderDownloads } from '../../detection/tender-downloads';
import { analyseXml } from '../../detection/xml-analysis';
import { DownloadStatus, DownloadStatusBody, TenderDownloads, TenderDownloadsBody, TRADE_FILE_MESSAGES, XmlAnalysis, XmlAnalysisBody } from '../../../schemas/trade-files';

/**
 * 招标文件's download calls and the XML analysis (spec 001 §7.4; docs/bidding.md "招标文件的下载记录",
 * "造价文件分析"). The downloads are written by the download hook (server/detection/tender-downloads.ts).
 */
export default function tradeFileRoutes(app: ApiApp, ctx: AppContext, readFile: ReadStoredFile): void {
  const tags = ['detection'];
  app.post(
    '/ks/trade/file/records',
    { config: { access: 'user' }, schema: { tags, summary: '招标文件的下载记录（id：招标文件记录；企业只见本单位的下载）', body: TenderDownloadsBody, response: responses(TenderDownloads) } },
    async (request) => ok(await tenderDownloads(ctx.db, caller(request), request.body)),
  );
  app.post(
    '/ks/trade/file/download-status',
    { config: { access: 'user' }, schema: { tags, summary: '本人是否已下载该招标文件（id：招标文件记录）', body: DownloadStatusBody, response: responses(DownloadStatus) } },
    async (request) => ok(await downloadStatus(ctx.db, caller(request), request.body.id)),
  );
  app.post(
    '/ks/analyse/xml_analysis',
    { config: { access: 'user' }, schema: { tags, summary: '解析已上传的 XML 造价文件（fileId），返回汇总；文件有误时返回解析的中文提示', body: XmlAnalysisBody, response: responses(XmlAnalysis) } },
    async (request) => ok(await analyseXml(ctx.db, caller(request), request.body.fileId, { readFile, parse: parseEstimate }), TRADE_FILE_MESSAGES.analysed),
  );
}
