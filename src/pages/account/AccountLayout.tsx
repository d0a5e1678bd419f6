import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '../../layout/SkipLink';
import { FALLBACK_PLATFORM_NAME, usePlatform } from '../../shared/usePlatform';
import { PlatformFooter } from '../../shared/PlatformFooter';
import '../login/login.css';
import './account.css';

/** The frame of the pages reached from the login page without a token: 注册, 激活, 忘记密码. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const platform = usePlatform();
  return (
    <div className="ks-login">
      <SkipLink />
      <main className="ks-account-panel" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <p className="ks-account-platform">{platform?.platformName || FALLBACK_PLATFORM_NAME}</p>
        <h1>{title}</h1>
        {children}
        <p className="ks-account-back">
          <Link to="/login">返回登录</Link>
        </p>
      </main>
      <PlatformFooter platform={platform} dark />
    </div>
  );
}
