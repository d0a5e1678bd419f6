import { Empty, List, Tag, Typography } from 'antd';
import type { ConfigChange } from '../../schemas/designer';
import { describePath, showValue } from '../model/diff';

const OP_TAGS: Record<ConfigChange['op'], { color: string; text: string }> = {
  add: { color: 'green', text: '新增' },
  remove: { color: 'red', text: '删除' },
  replace: { color: 'blue', text: '修改' },
};

/**
 * A diff a person can read: where (in words), what happened, the value before and after.
 * `beforeConfig` / `afterConfig` name the places (a removed field is named from the old side).
 */
export function ChangeList({ changes, beforeConfig, afterConfig, beforeLabel, afterLabel }: { changes: ConfigChange[]; beforeConfig: unknown; afterConfig: unknown; beforeLabel: string; afterLabel: string }) {
  if (!changes.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="两者没有差异" />;
  return (
    <List
      size="small"
      className="ks-change-list"
      dataSource={changes}
      renderItem={(c) => (
        <List.Item>
          <div style={{ width: '100%' }}>
            <Tag color={OP_TAGS[c.op].color}>{OP_TAGS[c.op].text}</Tag>
            <Typography.Text strong>{describePath(c.op === 'remove' ? beforeConfig : afterConfig, c.path)}</Typography.Text>
            <div className="ks-change-values">
              {c.op !== 'add' && (
                <div>
                  <Typography.Text type="secondary">{beforeLabel}：</Typography.Text>
                  <code>{showValue(c.before)}</code>
                </div>
              )}
              {c.op !== 'remove' && (
                <div>
                  <Typography.Text type="secondary">{afterLabel}：</Typography.Text>
                  <code>{showValue(c.after)}</code>
                </div>
              )}
            </div>
          </div>
        </List.Item>
      )}
    />
  );
}
