import { Badge, Drawer, Tabs } from 'antd';
import type { Role } from '../../../schemas/roles';
import { TODO_OVERFLOW, messageTarget, type MessageCounts } from '../../../schemas/messages';
import type { MessagesApi } from '../../api/messages';
import { DRAWER_WIDTH } from '../../../runtime/core/constants';
import { MessagePanel } from './MessagePanel';
import { TodoPanel } from './TodoPanel';
import './messages.css';

export interface MessageCentreDrawerProps {
  open: boolean;
  onClose: () => void;
  role: Role;
  systemCoding: string;
  counts: MessageCounts | null;
  changes: number;
  api: MessagesApi;
  onUnread: (unreadCount: number) => void;
  /** goes to a page of the app (the drawer closes first) */
  navigate: (path: string) => void;
}

/**
 * 消息中心 (spec 000 §2 header; spec 002 §2 "System message panel"): administrators see 待办
 * (records and change requests waiting for their audit, per system) and 消息; everybody else
 * the messages of their audits. docs/shell.md "消息中心".
 */
export function MessageCentreDrawer({ open, onClose, role, systemCoding, counts, changes, api, onUnread, navigate }: MessageCentreDrawerProps) {
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  const messages = {
    key: 'messages',
    label: (
      <span>
        消息 <Badge count={counts?.unreadCount ?? 0} overflowCount={TODO_OVERFLOW} size="small" />
      </span>
    ),
    children: <MessagePanel api={api} changes={changes} onUnread={onUnread} onOpen={(m) => go(messageTarget(m))} />,
  };
  const todos = {
    key: 'todos',
    label: (
      <span>
        待办 <Badge count={counts?.todoCount ?? 0} overflowCount={TODO_OVERFLOW} size="small" />
      </span>
    ),
    children: <TodoPanel api={api} systemCoding={systemCoding} changes={changes} onOpen={(t) => go(messageTarget(t))} />,
  };
  return (
    <Drawer title="消息中心" open={open} onClose={onClose} width={DRAWER_WIDTH.wide} destroyOnHidden className="ks-msg-drawer">
      <Tabs items={role === 'M' ? [todos, messages] : [messages]} />
    </Drawer>
  );
}
