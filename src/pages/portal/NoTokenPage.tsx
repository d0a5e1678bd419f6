import { Link, useLocation } from 'react-router-dom';
import { PortalShell } from './PortalShell';

/**
 * The no-token paths of spec 000 §2 that this deployment does not run as services of their own
 * (docs/portal.md "No-token paths"): the CA ones say clearly that the service is not enabled; the
 * others say where the same is done here, with the way there.
 */
const PAGES: Record<string, { title: string; text: string; off?: boolean }> = {
  '/realName': { title: '实名认证登录', text: '实名认证登录请使用账号密码或短信验证码登录；注册时平台核验企业与经办人的实名信息。' },
  '/creditCode': { title: '统一社会信用代码登录', text: '企业以统一社会信用代码注册的账号登录：用户名即注册时填写的账号，也可用短信验证码登录。' },
  '/auth': { title: '统一身份认证', text: '本平台使用自己的账号体系：请使用账号密码或短信验证码登录。' },
  '/admin-business': { title: '业务办理', text: '业务办理（信用申报、项目登记、投标文件等）在登录后的业务系统中进行；没有账号请先注册。' },
  '/caLogin': { title: 'CA 登录', text: 'CA 数字证书登录服务未开通。请使用账号密码或短信验证码登录。', off: true },
  '/caLoginPage': { title: 'CA 登录', text: 'CA 数字证书登录服务未开通。请使用账号密码或短信验证码登录。', off: true },
  '/caRegister': { title: 'CA 注册', text: 'CA 数字证书注册服务未开通。请使用账号注册。', off: true },
};

export default function NoTokenPage() {
  const { pathname } = useLocation();
  const page = PAGES[pathname] ?? PAGES['/auth'];
  return (
    <PortalShell>
      <article className="ks-portal-card ks-portal-notice">
        <h1 className="ks-portal-title">{page.title}</h1>
        {page.off ? <p className="ks-portal-off-banner">服务未开通</p> : null}
        <p className="ks-portal-text">{page.text}</p>
        <p className="ks-portal-actions">
          <Link to="/login">去登录</Link>
          <Link to="/register">注册账号</Link>
        </p>
      </article>
    </PortalShell>
  );
}
