import { Type } from '@sinclair/typebox';
import { HELP_MESSAGES, HelpIdBody, HelpNode, HelpQuery, HelpSaveBody, SavedHelpNode } from '../../../schemas/help';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { deleteHelpNode, helpTree, saveHelpNode } from '../../help/service';

/**
 * 帮助 (spec 000 §2 screen 2, spec 002 "Portal": `POST /guide/node/descritons` and
 * `/guide/node/faq-list`, spelled as the spec spells them, under /ks): every logged-in user reads
 * both trees; administrators keep them (docs/shell.md "帮助").
 */
export default function helpRoutes(app: ApiApp, ctx: AppContext): void {
  const tags = ['help'];
  app.post(
    '/ks/guide/node/descritons',
    { config: { access: 'user' }, schema: { tags, summary: '帮助说明：分组与条目（条目带 PDF 或视频的签名链接）', body: HelpQuery, response: responses(Type.Array(HelpNode)) } },
    async (request) => ok(await helpTree(ctx.db, 'help', caller(request).id)),
  );
  app.post(
    '/ks/guide/node/faq-list',
    { config: { access: 'user' }, schema: { tags, summary: '常见问题：分组与条目（每条目一组问与答）', body: HelpQuery, response: responses(Type.Array(HelpNode)) } },
    async (request) => ok(await helpTree(ctx.db, 'faq', caller(request).id)),
  );
  app.post(
    '/ks/guide/node/save',
    { config: { access: ['M'], globalSetting: true }, schema: { tags, summary: '维护帮助：新建或修改分组、帮助条目（文件）或常见问题条目', body: HelpSaveBody, response: responses(SavedHelpNode) } },
    async (request) => ok({ id: await saveHelpNode(ctx.db, caller(request), request.body) }, HELP_MESSAGES.saved),
  );
  app.post(
    '/ks/guide/node/delete',
    { config: { access: ['M'], globalSetting: true }, schema: { tags, summary: '维护帮助：删除条目或空分组', body: HelpIdBody, response: responses(Type.Null()) } },
    async (request) => {
      await deleteHelpNode(ctx.db, caller(request), request.body.id);
      return ok(null, HELP_MESSAGES.deleted);
    },
  );
}
