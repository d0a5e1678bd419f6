import { Badge, Empty, Radio, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { MESSAGE_TEXT, TODO_OVERFLOW, TODO_PAGE_BUTTONS, TODO_PAGE_SIZE, type SystemTodo, type TodoPage, type TodoRecord } from '../../../schemas/messages';
import type { MessagesApi } from '../../api/messages';
import { SmallPager } from './SmallPager';
import { localTime } from '../../../runtime/core/local-time';

interface Props {
  api: MessagesApi;
  /** the system the user is in: chosen first */
  systemCoding: string;
  /** goes up when the counts changed: the panel reads again */
  changes: number;
  onOpen: (todo: TodoRecord) => void;
}

/**
 * 待办 (spec 002 §2 "System message panel"): a system selector with each system's todo count
 * (badge up to 99), the chosen system's todos newest first, 6 a page with 5 page buttons. A todo
 * opens its record (or its change rounds).
 */
export function TodoPanel({ api, systemCoding, changes, onOpen }: Props) {
  const [systems, setSystems] = useState<SystemTodo[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [todos, setTodos] = useState<TodoPage | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    api.systems().then(
      (list) => {
        if (!live) return;
        setSystems(list);
        // the current system first; else the first with something to do
        setChosen((c) => c ?? (list.find((s) => s.systemCoding === systemCoding && s.todoCount > 0) ?? list.find((s) => s.todoCount > 0) ?? list[0])?.systemCoding ?? null);
      },
      () => live && setSystems([]),
    );
    return () => {
      live = false;
    };
  }, [api, systemCoding, changes]);

  useEffect(() => {
    if (!chosen) return;
    let live = true;
    setLoading(true);
    api
      .todos({ systemCoding: chosen, curPage: page, pageSize: TODO_PAGE_SIZE, sizes: TODO_PAGE_BUTTONS })
      .then(
        (p) => {
          if (!live) return;
          // the last todo of the last page went: show the page before
          if (p.records.length === 0 && page > 1) setPage(page - 1);
          else setTodos(p);
        },
        () => live && setTodos({ records: [], total: 0, curPage: 1, pageSize: TODO_PAGE_SIZE }),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, chosen, page, changes]);

  if (!systems) return <Spin tip="加载中…" className="ks-msg-loading"><div /></Spin>;
  if (systems.length === 0) return <Empty description={MESSAGE_TEXT.noTodo} />;
  return (
    <div data-testid="todo-panel">
      <Radio.Group
        className="ks-msg-systems"
        optionType="button"
        value={chosen}
        aria-label="选择系统"
        onChange={(e) => {
          setChosen(e.target.value as string);
          setPage(1);
        }}
        options={systems.map((s) => ({
          value: s.systemCoding,
          label: (
            <span>
              {s.systemName} <Badge count={s.todoCount} overflowCount={TODO_OVERFLOW} size="small" title={`${s.todoCount} 条待办`} />
            </span>
          ),
        }))}
      />
      <Spin spinning={loading} tip="加载中…">
        {todos && todos.records.length === 0 ? (
          <Empty description={MESSAGE_TEXT.noTodo} />
        ) : (
          <ul className="ks-msg-list" aria-label="待办列表">
            {(todos?.records ?? []).map((t) => (
              <li key={`${t.kind}:${t.id}`}>
                <button type="button" className="ks-msg-item" onClick={() => onOpen(t)}>
                  <span className="ks-msg-item-title">
                    {t.kind === 'change' ? <Tag color="orange">变更</Tag> : <Tag color="blue">审核</Tag>}
                    {t.gnName}
                    {t.businessName ? `：${t.businessName}` : ''}
                  </span>
                  <span className="ks-msg-item-meta">
                    {t.userName ? `${t.userName} · ` : ''}提交于 {localTime(t.sbTime)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {todos && <SmallPager label="待办分页" total={todos.total} pageSize={TODO_PAGE_SIZE} current={page} onChange={setPage} />}
    </div>
  );
}
