import { ACCOUNT_MESSAGES, SecretTime, UpdateSecretBody } from '../../../schemas/account';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { Type } from '@sinclair/typebox';
import { secretTime, updateSecret } from '../../account/password-change';
import { PortraitData, REGISTRATION_MESSAGES, UpdatePhoneBody } from '../../../schemas/registration';
import { updatePhone } from '../../account/recovery';
import { readPortrait, savePortrait } from '../../account/portrait';
import { notFound } from '../../http/errors';
import registerRoutes from './register';
import smsRoutes from './sms';
import boundPhoneRoutes from './bound-phone';

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

  app.put(
    '/ks/individual/login/update-phone',
    { config: { access: 'user' }, schema: { tags: ['auth'], summary: '更换手机号（新手机号收到的短信验证码）', body: UpdatePhoneBody, response: responses(Type.Null()) } },
    async (request) => {
      await updatePhone(ctx.db, caller(request), request.body.phone, request.body.code);
      return ok(null, REGISTRATION_MESSAGES.phoneChanged);
    },
  );

  app.post(
    '/ks/individual/info/portrait',
    // multipart: the body is read (and its type sniffed) by the handler, not by a JSON schema
    { config: { access: 'user' }, schema: { tags: ['auth'], summary: '上传头像（multipart；按内容识别，仅 JPG/PNG/WEBP，不超过 2MB）', response: responses(PortraitData) } },
    async (request) => ok({ photo: await savePortrait(ctx.db, caller(request), request) }, REGISTRATION_MESSAGES.portraitSaved),
  );

  app.get(
    '/ks/individual/info/portrait',
    { config: { access: 'user' }, schema: { tags: ['auth'], summary: '当前用户的头像图片（须登录；页眉以令牌读取）' } },
    async (request, reply) => {
      const photo = await readPortrait(ctx.db, caller(request));
      if (!photo) throw notFound('暂无头像');
      return reply.header('Content-Type', photo.mime).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, max-age=86400').send(photo.data);
    },
  );

  registerRoutes(app, ctx);
  smsRoutes(app, ctx);
  boundPhoneRoutes(app, ctx);
}
