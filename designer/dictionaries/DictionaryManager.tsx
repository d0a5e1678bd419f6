import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DictionarySummary } from '../../schemas/dictionary-manager';
import type { DictionaryApi, DictRef } from './api';
import { CreateDictionaryDialog } from './CreateDictionaryDialog';
import { DictionaryDetailPanel } from './DictionaryDetailPanel';

/**
 * 字典管理 (docs/dictionaries.md): every option list dropdowns load by displayCode, with its item
 * count, version and how many fields use it; one is opened below the list to edit, import, see
 * its usage and roll back.
 */
export function DictionaryManager({ api }: { api: DictionaryApi }) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<DictionarySummary[] | null>(null);
  const [error, setError] = useState<string>();
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<DictRef | null>(null);
  const [creating, setCreating] = useState(false);
  const load = useCallback(() => api.list().then(setRows, (e: Error) => setError(e.message)), [api]);
  useEffect(() => void load(), [load]);

  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return (rows ?? []).filter((r) => !f || r.displayCode.toLowerCase().includes(f) || r.name.toLowerCase().includes(f));
  }, [rows, filter]);
  const remove = async (r: DictionarySummary) => {
    try {
      await api.remove(r);
      void message.success('删除成功');
      if (open?.displayCode === r.displayCode && open.systemCoding === r.systemCoding) setOpen(null);
      void load();
    } catch (e) {
      setError(e instanceof Error ? e.message : '删除失败');
    }
  };

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          字典管理
        </Typography.Title>
        <Space>
          <Input.Search aria-label="搜索字典" placeholder="编码或名称" allowClear value={filter} onChange={(e) => setFilter(e.target.value)} style={{ width: 220 }} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建字典
          </Button>
        </Space>
      </Space>
      {error && <Alert type="error" role="alert" showIcon closable message={error} onClose={() => setError(undefined)} style={{ marginBottom: 8 }} />}
      <Table<DictionarySummary>
        aria-label="字典列表"
        size="small"
        loading={rows === null && !error}
        rowKey={(r) => `${r.systemCoding}:${r.displayCode}`}
        dataSource={shown}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: '字典编码', dataIndex: 'displayCode' },
          { title: '名称', dataIndex: 'name' },
          { title: '所属系统', dataIndex: 'systemCoding', render: (s: string) => s || '全部系统' },
          { title: '项数', dataIndex: 'itemCount', width: 70 },
          { title: '版本', dataIndex: 'version', width: 70 },
          { title: '被引用', dataIndex: 'usageCount', width: 80 },
          {
            title: '',
            key: 'actions',
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" aria-label={`编辑字典 ${r.displayCode}`} onClick={() => setOpen({ displayCode: r.displayCode, systemCoding: r.systemCoding })}>
                  编辑
                </Button>
                <Popconfirm title={`删除字典「${r.name}」及其全部版本？`} okText="删除" cancelText="取消" onConfirm={() => remove(r)}>
                  <Button type="link" size="small" danger aria-label={`删除字典 ${r.displayCode}`}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {open && (
        <div className="ks-card" style={{ marginTop: 16 }}>
          <DictionaryDetailPanel api={api} dict={open} onChanged={() => void load()} />
        </div>
      )}
      <CreateDictionaryDialog
        api={api}
        open={creating}
        onCancel={() => setCreating(false)}
        onCreated={(d) => {
          setCreating(false);
          void message.success('新建成功');
          void load();
          setOpen({ displayCode: d.displayCode, systemCoding: d.systemCoding });
        }}
      />
    </div>
  );
}
