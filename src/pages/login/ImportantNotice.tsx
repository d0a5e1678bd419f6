import { Button } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import type { Notice } from '../../../schemas/notices';
import { getItem, setItem } from '../../session/storage';

/** Session: whether the box is open (收起 closes it until 重要通知 opens it again). */
export const OPEN_KEY = 'loginNotice.open';
/** Local: the notices 不再提示 closed for good on this browser. */
export const DISMISSED_KEY = 'loginNotice.dismissed';

export interface ImportantNoticeProps {
  load: () => Promise<Notice[] | null>;
}

/**
 * The login page's important-notice box (spec 000 §2 screen 7, the public-service variant): the
 * notices an administrator published for the login page. Its open or closed state is stored for
 * the session; 不再提示 stores the close on this browser, for these notices — a newer notice shows
 * again. Logging out clears both, as every stored value (spec 000 §4).
 */
export function ImportantNotice({ load }: ImportantNoticeProps) {
  const [notices, setNotices] = useState<Array<Notice & { html: string }>>([]);
  const [open, setOpen] = useState(() => getItem<boolean>(OPEN_KEY) ?? true);
  useEffect(() => {
    let live = true;
    // The sanitiser (DOMPurify) comes with the notices, not with the login page: most logins have
    // no notice to show, and every visitor would download it (docs/portal.md "Weight for visitors").
    Promise.all([load(), import('../../../runtime/core/sanitize')]).then(
      ([list, { sanitizeHtml }]) => {
        if (!live) return;
        const dismissed = new Set(getItem<number[]>(DISMISSED_KEY, 'local') ?? []);
        setNotices((list ?? []).filter((n) => !dismissed.has(n.msgId)).map((n) => ({ ...n, html: sanitizeHtml(n.msg) })));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (notices.length === 0) return null;

  const toggle = (next: boolean) => {
    setItem(OPEN_KEY, next);
    setOpen(next);
  };
  const dismiss = () => {
    setItem(DISMISSED_KEY, [...(getItem<number[]>(DISMISSED_KEY, 'local') ?? []), ...notices.map((n) => n.msgId)], 'local');
    setNotices([]);
  };

  if (!open) {
    return (
      <Button className="ks-login-notice-open" icon={<NotificationOutlined aria-hidden />} onClick={() => toggle(true)}>
        重要通知
      </Button>
    );
  }
  return (
    <aside className="ks-login-notice" aria-labelledby="ks-login-notice-title">
      <h2 id="ks-login-notice-title">
        <NotificationOutlined aria-hidden /> 重要通知
      </h2>
      <div className="ks-login-notice-list">
        {notices.map((n) => (
          <section key={n.msgId}>
            <h3>{n.title}</h3>
            <div className="ks-rich-text" dangerouslySetInnerHTML={{ __html: n.html }} />
          </section>
        ))}
      </div>
      <div className="ks-login-notice-actions">
        <Button size="small" onClick={dismiss}>
          不再提示
        </Button>
        <Button size="small" type="primary" onClick={() => toggle(false)}>
          收起
        </Button>
      </div>
    </aside>
  );
}
