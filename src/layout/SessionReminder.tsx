import { useEffect } from 'react';
import { App, Button } from 'antd';
import { SESSION_RULES, type CheckLogin, type RefreshedSession } from '../../schemas/session';
import { localTime } from '../../runtime/core/local-time';

const REMIND_MINUTES = SESSION_RULES.remindMinutes;
const KEY = 'session-expiry';
// setTimeout holds at most 2^31 − 1 ms (about 24.8 days); a longer wait would fire at once.
const MAX_WAIT = 2 ** 31 - 1;

export interface ReminderApi {
  check(): Promise<CheckLogin>;
  refresh(): Promise<RefreshedSession>;
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '延长登录失败，请稍后重试');

/**
 * The back office's reminder (docs/accounts.md "会话"): REMIND_MINUTES before the session ends it
 * asks `check-login` again — another tab may have extended it — and, if the end still stands,
 * shows 登录即将过期 with 延长登录 (`refresh`); at the 7-day limit it asks the user to save and log
 * in again. Renders nothing itself; an ended session is left to the next call's 401.
 */
export function SessionReminder({ api }: { api: ReminderApi }) {
  const { notification } = App.useApp();

  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (expiresAt: string) => {
      clearTimeout(timer);
      const wait = Date.parse(expiresAt) - REMIND_MINUTES * 60_000 - Date.now();
      timer = setTimeout(() => void remind(), Math.min(Math.max(wait, 0), MAX_WAIT));
    };
    const extend = async () => {
      try {
        const next = await api.refresh();
        notification.success({ key: KEY, message: '登录有效期已延长', description: `有效期至 ${localTime(next.expiresAt)}` });
        if (alive) schedule(next.expiresAt);
      } catch (e) {
        notification.error({ key: KEY, message: '延长登录失败', description: messageOf(e) });
      }
    };
    const remind = async () => {
      const state = await api.check().catch(() => null);
      if (!alive || !state?.loggedIn || !state.expiresAt) return;
      // extended meanwhile (another tab, the user centre): wait for the new end
      if (Date.parse(state.expiresAt) - Date.now() > REMIND_MINUTES * 60_000 + 1000) return schedule(state.expiresAt);
      const extendable = Boolean(state.refreshableUntil && state.refreshableUntil > state.expiresAt);
      notification.warning({
        key: KEY,
        message: '登录即将过期',
        description: `您的登录将于 ${localTime(state.expiresAt)} 过期${extendable ? '，如需继续使用，请延长登录。' : '，已达最长有效期，请保存工作后重新登录。'}`,
        duration: 0,
        actions: extendable ? (
          <Button type="primary" size="small" onClick={() => void extend()}>
            延长登录
          </Button>
        ) : undefined,
      });
    };
    api.check().then((s) => alive && s.loggedIn && s.expiresAt && schedule(s.expiresAt), () => undefined);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [api, notification]);

  return null;
}
