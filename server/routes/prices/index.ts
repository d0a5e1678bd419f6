import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { check } from '../../../schemas';
import {
  ClassificationTree,
  GroupCounts,
  HistoryFilterBody,
  HistoryInfoBody,
  NoFilterBody,
  PeriodBody,
  PRICE_LIMITS,
  PRICE_MESSAGES as P,
  PriceHistory,
  PriceImportFields,
  PriceInfoBody,
  PricePage,
  PricePeriod,
  PricePeriodList,
  PricePreview,
  PriceFilterBody,
  PublishedPeriods,
  ValueList,
  WithdrawBody,
} from '../../../schemas/prices';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { readImportUpload } from '../../http/import-upload';
import {
  cityList,
  classificationTree,
  confirmImport,
  counties,
  deleteDraft,
  historyCityList,
  historyInfoList,
  historyTitleList,
  infoList,
  listPeriods,
  materialGroups,
  previewImport,
  publishedPeriods,
  publishPeriod,
  titleList,
  withdrawPeriod,
} from '../../prices/service';

/** The period field and the one .xlsx (field `file`) of an import's multipart body. */
async function readUpload(request: FastifyRequest): Promise<{ period: string; buf: Buffer }> {
  const { fields, buf, fileName } = await readImportUpload(request, {
    maxBytes: PRICE_LIMITS.bytes,
    maxFields: 4,
    tooLarge: P.tooBig,
    known: (name) => Object.hasOwn(PriceImportFields.properties, name),
  });
  const checked = check(PriceImportFields, Object.fromEntries(fields));
  if (!checked.ok) throw badRequest(P.badPeriod);
  if (!buf || buf.length === 0) throw badRequest(P.noFile);
  if (!/\.xlsx$/i.test(fileName.trim())) throw badRequest(P.extension);
  return { period: checked.value.period, buf };
}

const ADMIN = ['M'] as const;
const READ_RELEASE = ['M', 'D'] as const;

/**
 * 材料价格 (spec 002 §7, the 11 calls: public reads of the published periods) and 价格发布
 * (`/priceRelease/index`: import with preview, publish, withdraw; administrators). docs/prices-and-tasks.md.
 */
export default function priceRoutes(app: ApiApp, ctx: AppContext): void {
  const tags = ['prices'];
  const pub = { access: 'public' as const };

  app.get('/ks/material/price/period-list', { config: pub, schema: { tags, summary: '材料价格的发布期次（已发布，新到旧）', response: responses(PublishedPeriods) } }, async () => ok(await publishedPeriods(ctx.db)));
  app.get('/ks/material/history/period-list', { config: pub, schema: { tags, summary: '历史价格的发布期次（已发布，新到旧）', response: responses(PublishedPeriods) } }, async () => ok(await publishedPeriods(ctx.db)));
  app.post('/ks/material/price/city-list', { config: pub, schema: { tags, summary: '材料价格的城市（period：期次 yyyy-MM，缺省为最新已发布期次）', body: PriceFilterBody, response: responses(ValueList) } }, async (request) => ok(await cityList(ctx, request.body)));
  app.post('/ks/material/history/city-list', { config: pub, schema: { tags, summary: '历史价格的城市（全部已发布期次）', body: NoFilterBody, response: responses(ValueList) } }, async () => ok(await historyCityList(ctx)));
  app.post('/ks/material/price/material/title-list', { config: pub, schema: { tags, summary: '一期的材料名称（可按城市、区县、分类、材料组、关键字）', body: PriceFilterBody, response: responses(ValueList) } }, async (request) => ok(await titleList(ctx, request.body)));
  app.post('/ks/material/history/material/title-list', { config: pub, schema: { tags, summary: '历史价格的材料名称（全部已发布期次；可按城市、关键字）', body: HistoryFilterBody, response: responses(ValueList) } }, async (request) => ok(await historyTitleList(ctx, request.body)));
  app.post('/ks/material/price/material/info-list', { config: pub, schema: { tags, summary: '一期的材料价格（分页，按导入顺序；可按城市、区县、分类、材料组、名称关键字）', body: PriceInfoBody, response: responses(PricePage) } }, async (request) => ok(await infoList(ctx, request.body)));
  app.post('/ks/material/history/material/info-list', { config: pub, schema: { tags, summary: '一种材料在各已发布期次的价格（历史走势，旧到新）', body: HistoryInfoBody, response: responses(PriceHistory) } }, async (request) => ok(await historyInfoList(ctx, request.body)));
  app.post('/ks/material/history/material/classification', { config: pub, schema: { tags, summary: '材料分类（树：分类 → 材料组）', body: NoFilterBody, response: responses(ClassificationTree) } }, async () => ok(await classificationTree(ctx)));
  app.post('/ks/material/price/material/material-group', { config: pub, schema: { tags, summary: '一期按材料组的条数（可按城市、区县、分类）', body: PriceFilterBody, response: responses(GroupCounts) } }, async (request) => ok(await materialGroups(ctx, request.body)));
  app.post('/ks/material/price/material/counties', { config: pub, schema: { tags, summary: '一期一个城市的区县', body: PriceFilterBody, response: responses(ValueList) } }, async (request) => ok(await counties(ctx, request.body)));

  // 价格发布
  app.post('/ks/material/release/list', { config: { access: [...READ_RELEASE] }, schema: { tags, summary: '价格期次（含待发布），新到旧', body: NoFilterBody, response: responses(PricePeriodList) } }, async () => ok(await listPeriods(ctx)));
  app.post(
    '/ks/material/release/preview',
    { config: { access: [...ADMIN], globalSetting: true }, schema: { tags, summary: `导入预览（multipart: period, file .xlsx ≤${PRICE_LIMITS.bytes / 1024 / 1024}MB）：不合格的行及原因、与上一已发布期次的变化；不保存`, consumes: ['multipart/form-data'], response: responses(PricePreview) } },
    async (request) => {
      const { period, buf } = await readUpload(request);
      return ok(await previewImport(ctx, period, buf));
    },
  );
  app.post(
    '/ks/material/release/import',
    { config: { access: [...ADMIN], globalSetting: true }, schema: { tags, summary: '确认导入（multipart: period, file）：保存合格的行为该期次的待发布价格（替换该期次的待发布导入）', consumes: ['multipart/form-data'], response: responses(PricePeriod) } },
    async (request) => {
      const user = caller(request);
      const { period, buf } = await readUpload(request);
      const done = await confirmImport(ctx, user, period, buf);
      return ok(done.period, P.imported(done.period.rowCount, done.refusedCount));
    },
  );
  app.post('/ks/material/release/publish', { config: { access: [...ADMIN], globalSetting: true }, schema: { tags, summary: '发布一期价格（待发布 → 已发布）', body: PeriodBody, response: responses(PricePeriod) } }, async (request) => ok(await publishPeriod(ctx, caller(request), request.body.period), '发布成功'));
  app.post('/ks/material/release/withdraw', { config: { access: [...ADMIN], globalSetting: true }, schema: { tags, summary: '撤回一期价格（已发布 → 待发布，须填写原因）', body: WithdrawBody, response: responses(PricePeriod) } }, async (request) => ok(await withdrawPeriod(ctx, caller(request), request.body), '撤回成功'));
  app.post('/ks/material/release/delete', { config: { access: [...ADMIN], globalSetting: true }, schema: { tags, summary: '删除待发布的一期价格', body: PeriodBody, response: responses(Type.Null()) } }, async (request) => {
    await deleteDraft(ctx, caller(request), request.body.period);
    return ok(null, '删除成功');
  });
}
