import { logout } from '../api/auth';
import { clearSession, getUser } from '../session/session';
import { clearDesignDrafts } from '../../designer/store/drafts';
import { END_DELAY_MS } from '../api/effects';
import { feedback, reloadTo } from './feedback';

/** Logout: revoke the token on the server, clear the session, return to the root after 500 ms. */
export async function logoutAndLeave(): Promise<void> {
  try {
    await logout();
  } catch {
    // The token may already be dead; the local session ends either way.
  }
  // The designer's kept documents never outlive the session (another user of this browser).
  const user = getUser()?.id;
  if (user) await clearDesignDrafts(user);
  clearSession();
  void feedback.message().success('已退出登录');
  setTimeout(() => reloadTo('/'), END_DELAY_MS);
}
