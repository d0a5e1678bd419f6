import { logout } from '../api/auth';
import { clearSession } from '../session/session';
import { END_DELAY_MS } from '../api/effects';
import { feedback, reloadTo } from './feedback';

/** Logout: revoke the token on the server, clear the session, return to the root after 500 ms. */
export async function logoutAndLeave(): Promise<void> {
  try {
    await logout();
  } catch {
    // The token may already be dead; the local session ends either way.
  }
  clearSession();
  void feedback.message().success('已退出登录');
  setTimeout(() => reloadTo('/'), END_DELAY_MS);
}
