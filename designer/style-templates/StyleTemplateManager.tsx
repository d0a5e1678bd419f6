import { useCallback, useEffect, useState } from 'react';
import { App, Button, Empty, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { StyleTemplate } from '../../schemas/style-template';
import type { StyleTemplateApi } from './api';
import { SampleCard } from './sample-card';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** 样式模板 (/system/styleTemplate): every template with a preview, its users, rename and delete. */
export function StyleTemplateManager({ api }: { api: StyleTemplateApi }) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<StyleTemplate[]>();
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);

  const load = useCallback(async () => {
    await api.list().then(setRows, (e: unknown) => void message.error(errorText(e)));
  }, [api, message]);
  useEffect(() => void load(), [load]);

  const act = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      message.success(done);
      setRenaming(null);
      await load();
    } catch (e) {
      message.error(errorText(e));
    }
  };

  return (
    <div aria-label="样式模板列表">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        样式模板
      </Typography.Title>
      <Typography.Paragraph type="secondary">在页面设计的卡片样式中「保存为样式模板」，再在其他卡片列表中「应用样式模板」。</Typography.Paragraph>
      <Table<StyleTemplate>
        rowKey="id"
        loading={!rows}
        dataSource={rows ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="暂无样式模板" /> }}
        columns={[
          { title: '模板名称', dataIndex: 'name', width: 160 },
          { title: '预览', key: 'preview', render: (_, t) => <SampleCard style={t.style} /> },
          {
            title: '使用的页面',
            key: 'usedBy',
            width: 220,
            render: (_, t) => (t.usedBy.length ? t.usedBy.map((u) => <Tag key={u.nodeId}>{`${u.title}（${u.systemCoding}）`}</Tag>) : <Typography.Text type="secondary">未使用</Typography.Text>),
          },
          { title: '修改人', dataIndex: 'updatedBy', width: 110 },
          {
            title: '操作',
            key: 'ops',
            width: 140,
            render: (_, t) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setRenaming({ id: t.id, name: t.name })}>
                  重命名
                </Button>
                <Popconfirm title={`确定删除样式模板「${t.name}」吗？已应用的页面不受影响`} okText="删除" cancelText="取消" onConfirm={() => act(api.remove(t.id), '删除成功')}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title="重命名样式模板"
        open={renaming !== null}
        okText="保存"
        cancelText="取消"
        onOk={() => renaming && void act(api.save(renaming), '修改成功')}
        onCancel={() => setRenaming(null)}
      >
        <Input aria-label="模板名称" maxLength={32} value={renaming?.name ?? ''} onChange={(e) => setRenaming((r) => r && { ...r, name: e.target.value })} />
      </Modal>
    </div>
  );
}
