import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { NOTICE_AUDIENCES, NOTICE_MESSAGES, NOTICE_TYPES, type NoticeRow, type NoticeSaveBody } from '../../../schemas/notices';
import { noticeApi } from '../../api/notices';
import { localTime } from '../../../runtime/core/local-time';
import { useShell } from '../../layout/ShellContext';
import { NoticeForm } from './notices/NoticeForm';
import { PAGED_TABLE_SIZE, PagedTable } from '../../shared/FilteredPagedTable';

const labelOf = (list: ReadonlyArray<{ value: string | number; label: string }>, v: string | number) => list.find((x) => x.value === v)?.label ?? String(v);

/** A notice's state as the list says it: by its period, now. */
function stateOf(r: NoticeRow, now = Date.now()): { text: string; color: string } {
  if (Date.parse(r.startAt) > now) return { text: '未开始', color: 'default' };
  if (Date.parse(r.endAt) < now) return { text: '已结束', color: 'default' };
  return { text: '生效中', color: 'green' };
}

/**
 * /system/jumpNoticeCfg, 通知配置 (the header's user menu, administrators only): the notices,
 * newest first, with 发布通知, 修改, 删除 (docs/shell.md "通知").
 */
export default function NoticeCfgPage() {
  const { role } = useShell();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ records: NoticeRow[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<NoticeRow | null | 'new'>(null);
  const load = useCallback(() => {
    setLoading(true);
    noticeApi
      .list({ curPage: page, pageSize: PAGED_TABLE_SIZE })
      .then(setData)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [page]);
  useEffect(() => {
    if (role === 'M') load();
  }, [load, role]);
  if (role !== 'M') return <Navigate to="/system/pageConfig" replace />;

  const save = async (body: NoticeSaveBody) => {
    await noticeApi.save(body);
    void message.success(NOTICE_MESSAGES.saved);
    load();
  };
  const remove = async (r: NoticeRow) => {
    try {
      await noticeApi.remove(r.msgId);
      void message.success(NOTICE_MESSAGES.deleted);
      load();
    } catch {
      // the API client has shown why
    }
  };

  const columns: ColumnsType<NoticeRow> = [
    { title: '标题', dataIndex: 'title' },
    { title: '展示方式', key: 'type', width: 100, render: (_, r) => labelOf(NOTICE_TYPES, r.type) },
    { title: '通知对象', key: 'audience', width: 140, render: (_, r) => labelOf(NOTICE_AUDIENCES, r.audience) },
    { title: '有效期', key: 'period', width: 330, render: (_, r) => `${localTime(r.startAt)} 至 ${localTime(r.endAt)}` },
    { title: '状态', key: 'state', width: 90, render: (_, r) => ((s) => <Tag color={s.color}>{s.text}</Tag>)(stateOf(r)) },
    { title: '已读人数', dataIndex: 'readCount', width: 90 },
    { title: '发布人', dataIndex: 'publisher', width: 120 },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, r) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            修改
          </Button>
          <Popconfirm title={`删除通知「${r.title}」？`} okText="删除" cancelText="取消" onConfirm={() => remove(r)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="ks-card" data-testid="notice-cfg">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          发布通知
        </Button>
      </Space>
      <PagedTable rows={{ page, setPage, data, loading }} columns={columns} rowKey="msgId" emptyText="暂无通知" />
      {editing !== null && <NoticeForm editing={editing === 'new' ? null : editing} onSave={save} onClose={() => setEditing(null)} />}
    </div>
  );
}
