import { Badge, Button, Empty, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_TEXT, TODO_PAGE_SIZE, type AuditMessage, type MessagePage } from '../../../schemas/messages';
import type { MessagesApi } from '../../api/messages';
import { SmallPager } from './SmallPager';
import { localTime } from '../../../runtime/core/local-time';
import { DOUBLE_CLICK_GUARD_MS } from '../../../runtime/core/constants';
import { useClickThrottle } from '../../../runtime/blocks/operations/use-click-throttle';

interface Props {
  api: MessagesApi;
  changes: number;
  /** the unread count after a read, for the bell */
  onUnread: (unreadCount: number) => void;
  onOpen: (message: AuditMessage) => void;
}

/**
 * 消息: what audits told the user's enterprise — records and change requests passed or rejected
 * (with the suggestion), newest first, unread ones marked. Opening one marks it read and opens its
 * record; 全部已读 marks every one.
 */
export function MessagePanel({ api, changes, onUnread, onOpen }: Props) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<MessagePage | null>(null);
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    api
      .messages({ curPage: page, pageSize: TODO_PAGE_SIZE })
      .then((p) => live && setData(p), () => live && setData({ records: [], total: 0, unreadCount: 0, curPage: 1, pageSize: TODO_PAGE_SIZE }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, page, changes, round]);

  const read = useCallback(
    async (body: { ids: string[] } | { all: true }) => {
      try {
        const r = await api.markRead(body);
        onUnread(r.unreadCount);
        setRound((n) => n + 1);
      } catch {
        /* the API client has shown why */
      }
    },
    [api, onUnread],
  );
  // spec 000 §9's double-click guard: the button shows no spinner while the call runs, so the
  // second click of a double click would send 全部已读 again
  const readAll = useCallback(() => void read({ all: true }), [read]);
  const allReadGuard = useClickThrottle(readAll, DOUBLE_CLICK_GUARD_MS);

  if (!data) return <Spin tip="加载中…" className="ks-msg-loading"><div /></Spin>;
  return (
    <div data-testid="message-panel">
      <div className="ks-msg-toolbar">
        <span>未读 {data.unreadCount} 条</span>
        <Button size="small" disabled={data.unreadCount === 0 || allReadGuard.disabled} onClick={allReadGuard.onClick}>
          {MESSAGE_TEXT.allRead}
        </Button>
      </div>
      <Spin spinning={loading} tip="加载中…">
        {data.records.length === 0 ? (
          <Empty description={MESSAGE_TEXT.noMessage} />
        ) : (
          <ul className="ks-msg-list" aria-label="消息列表">
            {data.records.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className={`ks-msg-item${m.read ? '' : ' ks-msg-unread'}`}
                  onClick={() => {
                    if (!m.read) void read({ ids: [m.id] });
                    onOpen(m);
                  }}
                >
                  <span className="ks-msg-item-title">
                    {m.read ? null : <Badge status="processing" text={<span className="ks-visually-hidden">未读</span>} />}
                    {m.kind === 'notice' ? <Tag color="processing">通知</Tag> : <Tag color={m.verdict === 'passed' ? 'success' : 'error'}>{m.verdict === 'passed' ? '通过' : '驳回'}</Tag>}
                    {m.title}
                  </span>
                  {m.businessName ? <span className="ks-msg-item-meta">{m.businessName}</span> : null}
                  {m.reason ? <span className="ks-msg-item-reason">审核建议：{m.reason}</span> : null}
                  <span className="ks-msg-item-meta">
                    {m.auditorName} · {localTime(m.createdAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <SmallPager label="消息分页" total={data.total} pageSize={TODO_PAGE_SIZE} current={page} onChange={setPage} />
    </div>
  );
}
