import { ACCOUNT_MESSAGES, SecretTime, UpdateSecretBody } from '../../../schemas/account';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { Type } from '@sinclair/typebox';
import { secretTime, updateSecret } from '../../account/password-change';

/** The user's own account under /ks/individual (docs/accounts.md). */
export default function accountRoutes(app: ApiApp, ctx: AppContext): void {
  app.put(
    '/ks/individual/login/update-secret',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: '修改密码（原密码与新密码以登录公钥 RSA-OAEP 加密；成功后其他会话全部退出）', body: UpdateSecretBody, response: responses(Type.Null()) },
    },
    async (request) => {
      await updateSecret(ctx.db, ctx.loginKey, caller(request), request.body);
      return ok(null, ACCOUNT_MESSAGES.changed);
    },
  );

  app.get(
    '/ks/individual/login/update-secret-time',
    { config: { access: 'user' }, schema: { tags: ['auth'], summary: '上次修改密码的时间（满 90 天提示修改）', response: responses(SecretTime) } },
    async (request) => ok(await secretTime(ctx.db, caller(request))),
  );
}
