import { Badge, Button, Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import { CloudSyncOutlined, ExportOutlined, HistoryOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useDesignerState, useDesignerStore } from './store/use-designer';
import { PAGE_KINDS } from '../schemas/page-kinds';

export type DesignerTab = 'design' | 'source';


interface Props {
  tab: DesignerTab;
  onTab: (tab: DesignerTab) => void;
  saving: boolean;
  onSave: () => void;
  onHistory: () => void;
  onRefreshCache: () => void;
  refreshing: boolean;
  /** save, then open the page users get (absent: no live page for this node kind) */
  onOpenLive?: () => void;
}

/** Title and state of the page, the view switch, undo / redo, history, cache and save. */
export function Toolbar({ tab, onTab, saving, onSave, onHistory, onRefreshCache, refreshing, onOpenLive }: Props) {
  const store = useDesignerStore();
  // Re-render on every change: the history flags live beside the state.
  useDesignerState((s) => s);
  const { title, kind, version } = store.getState();
  const dirty = store.isDirty();
  const labels = store.labels();
  return (
    <div className="ks-designer-toolbar" role="toolbar" aria-label="设计器工具栏">
      <Space size={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Tag color="geekblue">{PAGE_KINDS[kind].label}</Tag>
        {dirty ? <Badge status="warning" text="有未保存的修改" /> : <Badge status="success" text={`已保存 · 版本 ${version}`} />}
      </Space>
      <Segmented<DesignerTab>
        aria-label="视图"
        value={tab}
        onChange={onTab}
        options={[
          { value: 'design', label: '设计' },
          { value: 'source', label: 'JSON 源码' },
        ]}
      />
      <Space size={4} wrap>
        <Tooltip title={labels.undo ? `撤销：${labels.undo}（Ctrl+Z）` : '没有可撤销的操作'}>
          <Button icon={<UndoOutlined />} aria-label="撤销" disabled={!store.canUndo()} onClick={() => store.undo()} />
        </Tooltip>
        <Tooltip title={labels.redo ? `重做：${labels.redo}（Ctrl+Shift+Z / Ctrl+Y）` : '没有可重做的操作'}>
          <Button icon={<RedoOutlined />} aria-label="重做" disabled={!store.canRedo()} onClick={() => store.redo()} />
        </Tooltip>
        <Button icon={<HistoryOutlined aria-hidden />} onClick={onHistory}>
          历史版本
        </Button>
        <Button icon={<CloudSyncOutlined aria-hidden />} loading={refreshing} onClick={onRefreshCache}>
          刷新缓存
        </Button>
        {onOpenLive && (
          <Button icon={<ExportOutlined aria-hidden />} onClick={onOpenLive}>
            保存并打开页面
          </Button>
        )}
        <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving} onClick={onSave}>
          保存
        </Button>
      </Space>
    </div>
  );
}
