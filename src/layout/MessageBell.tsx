import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BELL_OVERFLOW, bellCount } from '../../schemas/messages';
import { messagesApi } from '../api/messages';
import { useShell } from './ShellContext';
import { useMessageCounts } from './use-message-counts';

const MessageCentreDrawer = lazy(() => import('./messages/MessageCentreDrawer').then((m) => ({ default: m.MessageCentreDrawer })));

/** The header's bell (spec 000 §2): todos plus unread messages, live; it opens 消息中心. */
export function MessageBell() {
  const { role, area } = useShell();
  const navigate = useNavigate();
  const { counts, changes, streaming, setCounts } = useMessageCounts();
  const [open, setOpen] = useState(false);
  const total = counts ? bellCount(counts) : 0;
  const onUnread = useCallback((unreadCount: number) => setCounts({ todoCount: counts?.todoCount ?? 0, unreadCount }), [counts, setCounts]);
  const label = total > 0 ? `消息中心，${total} 条未处理` : '消息中心';
  return (
    <>
      <Tooltip title="消息中心">
        <Button type="text" className="ks-header-icon" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="message-bell" data-stream={streaming ? 'open' : 'waiting'}>
          <Badge count={total} overflowCount={BELL_OVERFLOW} size="small" data-testid="message-bell-count">
            <BellOutlined aria-hidden style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <MessageCentreDrawer
            open={open}
            onClose={() => setOpen(false)}
            role={role}
            systemCoding={area.systemCoding}
            counts={counts}
            changes={changes}
            api={messagesApi}
            onUnread={onUnread}
            navigate={navigate}
          />
        </Suspense>
      )}
    </>
  );
}
