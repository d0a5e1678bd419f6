import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { batchUpload, reviewFiles, uploadNotice } from '../../evaluation/review-files';
import { BatchUpload, BatchUploadBody, ReviewFiles, ReviewFilesBody, TRADE_FILE_MESSAGES, UploadNotice, UploadNoticeBody } from '../../../schemas/trade-files';

/** 评审文件 (spec 001 §7.4; docs/bidding.md "评审文件"): batch upload to a project's review, and its notice to the message centre. */
export default function reviewFileRoutes(app: ApiApp, ctx: AppContext): void {
  const tags = ['evaluation'];
  app.post(
    '/ks/trade/review/batch-upload',
    { config: { access: ['U', 'M'] }, schema: { tags, summary: '评审文件批量上传：把已上传（分片上传）的文件加入项目的评审（项目的评审专家、管理员）', body: BatchUploadBody, response: responses(BatchUpload) } },
    async (request) => {
      const answer = await batchUpload(ctx.db, caller(request), request.body);
      return ok(answer, TRADE_FILE_MESSAGES.uploaded(answer.added));
    },
  );
  app.post(
    '/ks/trade/review/files',
    { config: { access: ['U', 'M'] }, schema: { tags, summary: '项目的评审文件列表（项目的评审专家、管理员；附下载链接）', body: ReviewFilesBody, response: responses(ReviewFiles) } },
    async (request) => ok(await reviewFiles(ctx.db, caller(request), request.body.xmId)),
  );
  app.post(
    '/ks/message/v1/publish/upload-notice',
    { config: { access: ['U', 'M'] }, schema: { tags, summary: '发布评审文件上传通知：通知项目的其他评审专家与管理员（消息中心）', body: UploadNoticeBody, response: responses(UploadNotice) } },
    async (request) => {
      const answer = await uploadNotice(ctx.db, caller(request), request.body.xmId);
      return ok(answer, TRADE_FILE_MESSAGES.noticeSent(answer.recipients));
    },
  );
}
