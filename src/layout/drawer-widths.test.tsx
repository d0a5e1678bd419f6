import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackDrawer } from './FeedbackDrawer';
import { ThemeDrawer } from './ThemeDrawer';
import { MessageCentreDrawer } from './messages/MessageCentreDrawer';

/**
 * Spec 000 §9 "Drawer widths 20%, 300, 380", laid out on the shell's drawers as docs/ui-constants.md
 * says: 主题设置 300, 意见反馈 and 消息中心 380 (操作日志's 20%: OpLogDrawer.test.tsx).
 */
const widthOf = (title: string): string => {
  const wrapper = screen.getByRole('dialog', { name: title }).closest<HTMLElement>('.ant-drawer-content-wrapper');
  return wrapper!.style.width;
};

const messagesApi = {
  systems: vi.fn(async () => []),
  todos: vi.fn(async () => ({ records: [], total: 0, curPage: 1, pageSize: 6 })),
  messages: vi.fn(async () => ({ records: [], total: 0, unreadCount: 0, curPage: 1, pageSize: 6 })),
  markRead: vi.fn(async () => ({ marked: 0, unreadCount: 0 })),
};

describe('shell drawer widths', () => {
  afterEach(cleanup);

  it('主题设置 is 300 px wide', () => {
    render(
      <App>
        <ThemeDrawer open onClose={() => undefined} save={async () => null} />
      </App>,
    );
    expect(widthOf('主题设置')).toBe('300px');
  });

  it('意见反馈 is 380 px wide', () => {
    render(
      <App>
        <FeedbackDrawer open onClose={() => undefined} send={async () => null} />
      </App>,
    );
    expect(widthOf('意见反馈')).toBe('380px');
  });

  it('消息中心 is 380 px wide', () => {
    render(
      <App>
        <MessageCentreDrawer open onClose={() => undefined} role="U" systemCoding="credit_eval" counts={null} changes={0} api={messagesApi} onUnread={() => undefined} navigate={() => undefined} />
      </App>,
    );
    expect(widthOf('消息中心')).toBe('380px');
  });
});
