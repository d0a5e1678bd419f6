import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, List, Popconfirm, Spin, Tag, Typography } from 'antd';
import type { ConfigChange, HistoryEntry } from '../../schemas/designer';
import type { DesignerApi } from '../api';
import { ChangeList } from './ChangeList';
import { localTime } from '../../runtime/core/local-time';

interface Props {
  open: boolean;
  onClose: () => void;
  api: DesignerApi;
  nodeId: string;
  /** the version the designer is editing (the newest saved one) */
  currentVersion: number;
  /** after a rollback succeeded: the designer reloads the node */
  onRolledBack: (message: string) => void;
  /** a rollback refused as stale: someone saved meanwhile */
  onStale: () => void;
}


interface Comparison {
  version: number;
  changes: ConfigChange[];
  before: unknown;
  after: unknown;
}

/** Saved versions (who, when), the difference of one to the current version, and rollback. */
export function HistoryDrawer({ open, onClose, api, nodeId, currentVersion, onRolledBack, onStale }: Props) {
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setEntries(null);
    setError(null);
    setComparison(null);
    api.history(nodeId).then(
      (list) => live && setEntries(list),
      (e: unknown) => live && setError(e instanceof Error ? e.message : '历史版本加载失败'),
    );
    return () => {
      live = false;
    };
  }, [open, api, nodeId, currentVersion]);

  const compare = async (version: number) => {
    setBusy(true);
    try {
      const [changes, before, after] = await Promise.all([
        api.historyDiff(nodeId, version, currentVersion),
        api.historyVersion(nodeId, version),
        api.historyVersion(nodeId, currentVersion),
      ]);
      setComparison({ version, changes, before: before.config, after: after.config });
    } catch (e) {
      setError(e instanceof Error ? e.message : '差异加载失败');
    } finally {
      setBusy(false);
    }
  };

  const rollback = async (version: number) => {
    setBusy(true);
    try {
      const outcome = await api.rollback({ nodeId, version, currentVersion });
      if (outcome.kind === 'saved') onRolledBack(`已恢复到版本 ${version}（保存为版本 ${outcome.answer.version}）`);
      else if (outcome.kind === 'conflict') onStale();
      else setError(outcome.message);
    } catch (e) {
      setError(e instanceof Error ? e.message : '回滚失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer open={open} onClose={onClose} title="历史版本" width={560} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {!entries && !error && <Spin tip="加载中…"><div style={{ height: 80 }} /></Spin>}
      {entries && (
        <List
          size="small"
          dataSource={entries}
          locale={{ emptyText: '暂无历史版本' }}
          renderItem={(e) => (
            <List.Item
              actions={
                e.version === currentVersion
                  ? [<Tag key="c" color="blue">当前</Tag>]
                  : [
                      <Button key="d" size="small" loading={busy && comparison?.version !== e.version} onClick={() => compare(e.version)}>
                        与当前对比
                      </Button>,
                      <Popconfirm key="r" title={`以版本 ${e.version} 的配置保存为新版本？未保存的修改将丢失`} okText="回滚" cancelText="取消" onConfirm={() => rollback(e.version)}>
                        <Button size="small" danger>
                          回滚
                        </Button>
                      </Popconfirm>,
                    ]
              }
            >
              <List.Item.Meta title={`版本 ${e.version}`} description={`${e.savedBy} · ${localTime(e.savedAt)}`} />
            </List.Item>
          )}
        />
      )}
      {comparison && (
        <div style={{ marginTop: 16 }} data-testid="history-diff">
          <Typography.Title level={5}>
            版本 {comparison.version} → 版本 {currentVersion}（当前）
          </Typography.Title>
          <ChangeList changes={comparison.changes} beforeConfig={comparison.before} afterConfig={comparison.after} beforeLabel={`版本 ${comparison.version}`} afterLabel={`版本 ${currentVersion}`} />
        </div>
      )}
    </Drawer>
  );
}
