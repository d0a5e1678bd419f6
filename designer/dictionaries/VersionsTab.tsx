import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Modal, Popconfirm, Space, Table } from 'antd';
import { ACTION_LABELS, type DictionaryDetail, type DictionaryVersionEntry } from '../../schemas/dictionary-manager';
import type { DictionaryApi, DictRef } from './api';
import { DictionaryTreeEditor } from './DictionaryTreeEditor';
import { fromOptions } from './tree-model';
import { localTime } from '../../runtime/core/local-time';

interface Props {
  api: DictionaryApi;
  dict: DictRef;
  /** the version shown on the page: the list is re-read when it changes */
  current: number;
  onRestored: (detail: DictionaryDetail, message: string) => void;
}

/** Every saved version (new to old): view one, or roll back to it (saved as a new version). */
export function VersionsTab({ api, dict, current, onRestored }: Props) {
  const [rows, setRows] = useState<DictionaryVersionEntry[]>([]);
  const [error, setError] = useState<string>();
  const [viewing, setViewing] = useState<DictionaryDetail | null>(null);
  const load = useCallback(() => api.versions(dict).then(setRows, (e: Error) => setError(e.message)), [api, dict]);
  useEffect(() => void load(), [load, current]);

  const rollback = async (version: number) => {
    try {
      const detail = await api.rollback(dict, version);
      onRestored(detail, `已恢复到版本 ${version}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : '回滚失败');
    }
  };

  return (
    <div>
      {error && <Alert type="error" role="alert" showIcon message={error} style={{ marginBottom: 8 }} />}
      <Table<DictionaryVersionEntry>
        aria-label="版本历史"
        size="small"
        rowKey="version"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={rows}
        columns={[
          { title: '版本', dataIndex: 'version', width: 70, render: (v: number) => (v === current ? `${v}（当前）` : v) },
          { title: '操作', dataIndex: 'action', render: (a: string, r) => `${ACTION_LABELS[a] ?? a}${r.restoredFrom ? `（恢复自版本 ${r.restoredFrom}）` : ''}` },
          { title: '项数', dataIndex: 'itemCount', width: 70 },
          { title: '保存人', dataIndex: 'savedBy' },
          { title: '时间', dataIndex: 'savedAt', render: (t: string) => localTime(t) },
          {
            title: '',
            key: 'actions',
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" aria-label={`查看此版本（版本 ${r.version}）`} onClick={() => void api.version(dict, r.version).then(setViewing, (e: Error) => setError(e.message))}>
                  查看此版本
                </Button>
                {r.version !== current && (
                  <Popconfirm title={`以版本 ${r.version} 的内容保存为新版本？`} okText="回滚" cancelText="取消" onConfirm={() => rollback(r.version)}>
                    <Button type="link" size="small" aria-label={`回滚到此版本（版本 ${r.version}）`}>
                      回滚到此版本
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={viewing !== null} title={viewing ? `版本 ${viewing.version}：${viewing.name}` : ''} footer={null} width={720} onCancel={() => setViewing(null)} destroyOnHidden>
        {viewing && <DictionaryTreeEditor readOnly value={fromOptions(viewing.items)} onChange={() => undefined} />}
      </Modal>
    </div>
  );
}
