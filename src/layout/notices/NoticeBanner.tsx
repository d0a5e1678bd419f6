import { NotificationOutlined, CloseOutlined } from '@ant-design/icons';
import type { Notice } from '../../../schemas/notices';

/**
 * Type-1 notices (spec 002 "Notice component": a scrolling banner) under the header. The text
 * scrolls (not for users who ask for reduced motion, layout.css) and stops while hovered or
 * focused; 关闭 hides the banner for this session only — a banner asks for no acknowledgement.
 */
export function NoticeBanner({ notices, onClose }: { notices: readonly Notice[]; onClose: () => void }) {
  if (notices.length === 0) return null;
  return (
    <div className="ks-notice-banner" role="region" aria-label="系统通知">
      <NotificationOutlined className="ks-notice-banner-icon" aria-hidden />
      <div className="ks-notice-banner-track" tabIndex={0}>
        <div className="ks-notice-banner-text">
          {notices.map((n) => (
            <span key={n.msgId} className="ks-notice-banner-item">
              <strong>{n.title}</strong>：{textOf(n.msg)}
            </span>
          ))}
        </div>
      </div>
      <button type="button" className="ks-notice-banner-close" aria-label="关闭通知横幅" onClick={onClose}>
        <CloseOutlined aria-hidden />
      </button>
    </div>
  );
}

/** A banner shows plain text: the body's markup would break the one scrolling line. */
export function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
