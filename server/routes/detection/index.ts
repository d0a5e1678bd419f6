import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { createFileStore } from '../../files';
import { openStored } from '../../files/file-store';
import { findFile } from '../../files/repo';
import { parseEstimate } from '../../estimates';
import { startPoller } from '../../jobs/poller';
import { detectionHandler, type ReadStoredFile } from '../../detection/job';
import { detectionPublicity, detectionResult, detectionStatus, startDetection } from '../../detection/service';
import { achievementOf, directoriesOf, flatRowsOf, scoreOf } from '../../detection/views';
import tradeFileRoutes from './trade-files';
import {
  DetectionAchievement,
  DetectionDirectories,
  DetectionParseData,
  DetectionPublicity,
  DetectionPublicityBody,
  DetectionRecordBody,
  DetectionResult,
  DetectionScore,
  DetectionStart,
  DetectionStartBody,
  DetectionStatus,
  DETECTION_MESSAGES,
} from '../../../schemas/detection';

/** The largest 造价文件 a detection reads (bytes). */
const MAX_ESTIMATE_BYTES = 50 * 1024 * 1024;

/**
 * 文件检测 (issue 49; docs/bidding.md "文件检测"): the detection calls, and this instance's job
 * poller (server/jobs), started with the app and stopped when it closes (SIGTERM's shutdown).
 */
export default function detectionRoutes(app: ApiApp, ctx: AppContext): void {
  const tags = ['detection'];
  const readFile: ReadStoredFile = async (fileId) => {
    const row = await findFile(ctx.db, fileId);
    if (!row || Number(row.size) > MAX_ESTIMATE_BYTES) return null;
    const store = createFileStore(ctx.db, ctx.dialect, ctx.uploadDir ?? '');
    const stream = await openStored(store, row.stored_name);
    if (!stream) return null;
    const parts: Buffer[] = [];
    for await (const chunk of stream) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return { bytes: Buffer.concat(parts), name: row.display_name };
  };
  const poller = { current: null as ReturnType<typeof startPoller> | null };
  app.addHook('onReady', async () => {
    if (!ctx.runJobs) return;
    poller.current = startPoller({ db: ctx.db, dialect: ctx.dialect, handlers: [detectionHandler({ parse: parseEstimate, readFile })], log: app.log });
  });
  app.addHook('onClose', async () => {
    await poller.current?.stop();
  });
  const wake = () => poller.current?.wake();

  app.post(
    '/ks/file/detection',
    {
      config: { access: ['U', 'M'] },
      schema: { tags, summary: '开始检测投标文件的造价文件（后台任务，约需五分钟）；xmId 为投标文件（trade-bd-file 记录）的 id', body: DetectionStartBody, response: responses(DetectionStart) },
    },
    async (request) => {
      const answer = await startDetection(ctx.db, caller(request), request.body, wake);
      return ok(answer, answer.isSuccess ? DETECTION_MESSAGES.started : answer.errorMessage);
    },
  );
  app.post(
    '/ks/file/detection/status',
    { config: { access: ['U', 'M', 'D'] }, schema: { tags, summary: '检测状态：-2 暂无数据或未提交，-1 流程尚未开始，0 排队中，1 正在解析文件，2 检测完成，3 检测失败', body: DetectionStartBody, response: responses(DetectionStatus) } },
    async (request) => ok(await detectionStatus(ctx.db, caller(request), request.body)),
  );
  app.post(
    '/ks/file/detection/result',
    { config: { access: ['U', 'M', 'D'] }, schema: { tags, summary: '检测结果：状态与造价树（建设项目 → 单项工程 → 单位工程）', body: DetectionRecordBody, response: responses(DetectionResult) } },
    async (request) => ok(await detectionResult(ctx.db, caller(request), request.body)),
  );
  app.post(
    '/ks/file/detection/score',
    { config: { access: ['U', 'M', 'D'] }, schema: { tags, summary: '汇总校验：每个上级的各项费用与下级之和是否一致（通过项数、得分、不一致项）', body: DetectionRecordBody, response: responses(DetectionScore) } },
    async (request) => {
      const { states, list } = await detectionResult(ctx.db, caller(request), request.body);
      return ok({ states, ...scoreOf(list) });
    },
  );
  app.post(
    '/ks/file/detection/directories',
    { config: { access: ['U', 'M', 'D'] }, schema: { tags, summary: '造价文件目录：不含金额的树', body: DetectionRecordBody, response: responses(DetectionDirectories) } },
    async (request) => {
      const { states, list } = await detectionResult(ctx.db, caller(request), request.body);
      return ok({ states, list: directoriesOf(list) });
    },
  );
  app.post(
    '/ks/file/detection/achievement',
    { config: { access: ['U', 'M', 'D'] }, schema: { tags, summary: '按专业汇总：各专业单位工程的费用合计', body: DetectionRecordBody, response: responses(DetectionAchievement) } },
    async (request) => {
      const { states, list } = await detectionResult(ctx.db, caller(request), request.body);
      return ok({ states, list: achievementOf(list) });
    },
  );
  app.post(
    '/ks/file/detection/parse-data',
    { config: { access: ['U', 'M', 'D'] }, schema: { tags, summary: '解析数据：平铺的行（上级 id、层级）', body: DetectionRecordBody, response: responses(DetectionParseData) } },
    async (request) => {
      const { states, list } = await detectionResult(ctx.db, caller(request), request.body);
      const rows = flatRowsOf(list);
      return ok({ states, total: rows.length, list: rows });
    },
  );
  app.post(
    '/ks/file/detection/publicity',
    { config: { access: 'public' }, schema: { tags, summary: '公示：审核通过的投标文件的投标单位、投标报价与造价合计（公开）', body: DetectionPublicityBody, response: responses(DetectionPublicity) } },
    async (request) => ok(await detectionPublicity(ctx.db, request.body)),
  );
  tradeFileRoutes(app, ctx, readFile);
}
