import { logout } from '../api/auth';
import { clearSession, getUser } from '../session/session';
import { clearAllDrafts } from '../../runtime/core/drafts';
import { END_DELAY_MS } from '../api/effects';
import { feedback, reloadTo } from './feedback';

/**
 * Logout: revoke the token on the server, forget the user's drafts kept in this browser (a session
 * that merely ends keeps them, so the user finds what they typed after logging in again), clear
 * the session, return to the root after 500 ms.
 */
export async function logoutAndLeave(): Promise<void> {
  const user = getUser();
  try {
    await logout();
  } catch {
    // The token may already be dead; the local session ends either way.
  }
  // The forms' and the designer's kept drafts never outlive the login (another user of this browser).
  if (user) await clearAllDrafts(user.id);
  clearSession();
  void feedback.message().success('已退出登录');
  setTimeout(() => reloadTo('/'), END_DELAY_MS);
}
