import { useState } from 'react';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { STALE_CONFIG_MESSAGE } from '../../schemas/designer';
import type { SaveOutcome } from '../api';
import { diffJson } from '../model/diff';
import type { NodeConfig } from '../store/types';
import { ChangeList } from './ChangeList';
import { localTime } from '../../runtime/core/local-time';

export type Conflict = Extract<SaveOutcome, { kind: 'conflict' }>;

interface Props {
  conflict: Conflict | null;
  localConfig: NodeConfig;
  onReload: () => void;
  /** save the local copy over the newer version (after reading the comparison) */
  onOverwrite: () => void;
  onClose: () => void;
}

/**
 * Somebody saved first (409). The user may reload the server copy (losing local edits), or
 * compare both side by side and then decide to overwrite.
 */
export function ConflictDialog({ conflict, localConfig, onReload, onOverwrite, onClose }: Props) {
  const [comparing, setComparing] = useState(false);
  if (!conflict) return null;
  const close = () => {
    setComparing(false);
    onClose();
  };
  return (
    <Modal
      open
      title="保存冲突"
      width={comparing ? 760 : 520}
      onCancel={close}
      footer={
        <Space>
          <Button onClick={close}>取消</Button>
          {comparing ? (
            <Button danger onClick={() => { setComparing(false); onOverwrite(); }}>
              以我的修改覆盖
            </Button>
          ) : (
            <Button onClick={() => setComparing(true)}>对比</Button>
          )}
          <Button type="primary" onClick={() => { setComparing(false); onReload(); }}>
            重新加载
          </Button>
        </Space>
      }
    >
      <Alert
        type="warning"
        showIcon
        message={STALE_CONFIG_MESSAGE}
        description={`服务器上已是版本 ${conflict.currentVersion}（${conflict.savedBy} 于 ${localTime(conflict.savedAt)} 保存）。重新加载会放弃您未保存的修改。`}
      />
      {comparing && (
        <div style={{ marginTop: 12, maxHeight: 420, overflow: 'auto' }} data-testid="conflict-diff">
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
            从服务器版本到您的修改：
          </Typography.Paragraph>
          <ChangeList changes={diffJson(conflict.serverConfig, localConfig)} beforeConfig={conflict.serverConfig} afterConfig={localConfig} beforeLabel={`服务器（版本 ${conflict.currentVersion}）`} afterLabel="我的修改" />
        </div>
      )}
    </Modal>
  );
}
