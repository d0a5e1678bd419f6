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
  /** take the server's version (the one in the 409 answer); the local edits are dropped */
  onTakeServer: () => void;
  /** save the local copy over the newer version, with that version as the new base */
  onOverwrite: () => void;
  onClose: () => void;
}

const source = (config: NodeConfig) => JSON.stringify(config, null, 2);

/**
 * Somebody saved first (409). Neither side is dropped unseen (issue 47): the dialog shows what
 * changed between the two and both documents side by side, and the user picks one of them.
 */
export function ConflictDialog({ conflict, localConfig, onTakeServer, onOverwrite, onClose }: Props) {
  if (!conflict) return null;
  const serverLabel = `服务器上的版本（版本 ${conflict.currentVersion}）`;
  return (
    <Modal
      open
      title="保存冲突"
      width={980}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button onClick={onTakeServer}>采用服务器版本</Button>
          <Button type="primary" danger onClick={onOverwrite}>
            以我的为准保存
          </Button>
        </Space>
      }
    >
      <Alert
        type="warning"
        showIcon
        message={STALE_CONFIG_MESSAGE}
        description={`服务器上已是版本 ${conflict.currentVersion}（${conflict.savedBy} 于 ${localTime(conflict.savedAt)} 保存）。以我的为准保存会覆盖它；采用服务器版本会放弃我的修改。`}
      />
      <div style={{ marginTop: 12, maxHeight: 220, overflow: 'auto' }} data-testid="conflict-diff">
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
          从服务器上的版本到我的修改：
        </Typography.Paragraph>
        <ChangeList changes={diffJson(conflict.serverConfig, localConfig)} beforeConfig={conflict.serverConfig} afterConfig={localConfig} beforeLabel="服务器上的版本" afterLabel="我的修改" />
      </div>
      <div className="ks-conflict-sides">
        <section aria-label="我的修改">
          <Typography.Text strong>我的修改</Typography.Text>
          <pre data-testid="conflict-mine">{source(localConfig)}</pre>
        </section>
        <section aria-label={serverLabel}>
          <Typography.Text strong>{serverLabel}</Typography.Text>
          <pre data-testid="conflict-server">{source(conflict.serverConfig)}</pre>
        </section>
      </div>
    </Modal>
  );
}
