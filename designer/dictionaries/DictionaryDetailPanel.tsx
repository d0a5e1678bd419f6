import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Input, Space, Tabs, Typography } from 'antd';
import type { DictionaryDetail } from '../../schemas/dictionary-manager';
import { Prop } from '../panels/controls';
import type { DictionaryApi, DictRef } from './api';
import { DictionaryTreeEditor, treeProblems } from './DictionaryTreeEditor';
import { ImportTab } from './ImportTab';
import { UsageTab } from './UsageTab';
import { VersionsTab } from './VersionsTab';
import { fromOptions, toOptions, type EditNode } from './tree-model';

interface Props {
  api: DictionaryApi;
  dict: DictRef;
  /** after a save, import or rollback (the list's counts and versions change) */
  onChanged: () => void;
}

/** One dictionary: its options (edit and save), import, usage and versions. */
export function DictionaryDetailPanel({ api, dict, onChanged }: Props) {
  const { message } = App.useApp();
  const [detail, setDetail] = useState<DictionaryDetail | null>(null);
  const [name, setName] = useState('');
  const [items, setItems] = useState<EditNode[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState('items');

  const show = useCallback((d: DictionaryDetail) => {
    setDetail(d);
    setName(d.name);
    setItems(fromOptions(d.items));
    setError(undefined);
  }, []);
  useEffect(() => {
    setDetail(null);
    api.detail(dict).then(show, (e: Error) => setError(e.message));
  }, [api, dict, show]);

  const changed = (d: DictionaryDetail, text: string) => {
    show(d);
    void message.success(text);
    onChanged();
  };
  const problems = treeProblems(items);
  const save = async () => {
    if (!detail) return;
    setBusy(true);
    try {
      changed(await api.save({ ...dict, name: name.trim() || detail.name, items: toOptions(items), version: detail.version }), '保存成功');
    } catch (e) {
      setError(e instanceof Error ? e.message : '保存失败');
    } finally {
      setBusy(false);
    }
  };

  if (!detail) return error ? <Alert type="error" role="alert" showIcon message={error} /> : <Typography.Text type="secondary">加载中…</Typography.Text>;
  return (
    <section aria-label={`字典：${detail.name}`}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {detail.name}（{detail.displayCode}）· 版本 {detail.version}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'items',
            label: '字典项',
            children: (
              <div>
                <Prop label="字典名称">
                  <Input aria-label="字典名称" value={name} style={{ maxWidth: 360 }} onChange={(e) => setName(e.target.value)} />
                </Prop>
                <DictionaryTreeEditor value={items} onChange={setItems} />
                {error && <Alert type="error" role="alert" showIcon message={error} style={{ marginTop: 8 }} />}
                <Space style={{ marginTop: 12 }}>
                  <Button type="primary" loading={busy} disabled={problems.length > 0} onClick={() => void save()}>
                    保存为新版本
                  </Button>
                  <Button onClick={() => show(detail)}>撤销修改</Button>
                </Space>
              </div>
            ),
          },
          { key: 'import', label: '导入', children: <ImportTab api={api} dict={dict} version={detail.version} onImported={(d, text) => changed(d, text)} /> },
          { key: 'usage', label: '使用情况', children: <UsageTab api={api} dict={dict} /> },
          { key: 'versions', label: '版本', children: <VersionsTab api={api} dict={dict} current={detail.version} onRestored={(d, text) => changed(d, text)} /> },
        ]}
      />
    </section>
  );
}
