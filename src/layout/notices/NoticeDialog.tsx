import { Button, Modal } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { Notice } from '../../../schemas/notices';
import { isSafeUrl, sanitizeHtml } from '../../../runtime/core/sanitize';

export interface NoticeDialogProps {
  notice: Notice | null;
  /** 我知道了: resolves when the dialog may close (a failed read mark keeps it open) */
  onConfirm: (notice: Notice) => Promise<void>;
}

/**
 * A type-2 notice (spec 002 "Notice component"): the title, the HTML body (sanitised again here),
 * the attachment link (urlName, url) when there is one, and 我知道了. No other way out: the notice
 * is there to be acknowledged.
 */
export function NoticeDialog({ notice, onConfirm }: NoticeDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!notice) return;
    setBusy(true);
    try {
      await onConfirm(notice);
    } catch {
      // the API client has shown why; the notice stays until it is really marked read
    } finally {
      setBusy(false);
    }
  };
  const link = notice && notice.url && isSafeUrl(notice.url, 'href') ? notice.url : '';
  return (
    <Modal
      open={notice !== null}
      title={notice?.title}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={560}
      footer={
        <Button type="primary" loading={busy} onClick={() => void confirm()}>
          我知道了
        </Button>
      }
    >
      {notice && (
        <div data-testid="notice-dialog-body">
          <div className="ks-rich-text ks-notice-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.msg) }} />
          {link && (
            <p className="ks-notice-attachment">
              <PaperClipOutlined aria-hidden /> 附件：
              <a href={link} target="_blank" rel="noopener noreferrer">
                {notice.urlName || '查看附件'}
              </a>
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
