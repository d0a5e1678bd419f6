import { Button, Empty, Typography } from 'antd';
import { commands } from '../commands';
import { formGroups } from '../model/access';
import { useDesignerState, useDesignerStore } from '../store/use-designer';
import { TextProp } from './controls';

/** Title and key of a display group. */
export function GroupPanel({ group }: { group: number }) {
  const store = useDesignerStore();
  const groups = formGroups(useDesignerState((s) => s.config)) ?? [];
  const g = groups[group];
  if (!g) return <Empty description="请选择一个分组" />;
  const duplicate = groups.findIndex((x) => x.key === g.key) !== group;
  return (
    <div className="ks-prop-form" aria-label={`分组属性：${g.title}`}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        分组属性
      </Typography.Title>
      <TextProp label="分组标题" value={g.title} error={g.title.length > 64 ? '不能超过 64 个字符' : undefined} onChange={(v) => store.run(commands.updateGroupProp, { group, key: 'title', value: v })} />
      <TextProp
        label="分组标识（key）"
        value={g.key}
        error={!g.key ? '不能为空' : duplicate ? `分组标识 ${g.key} 与其他分组重复` : undefined}
        onChange={(v) => store.run(commands.updateGroupProp, { group, key: 'key', value: v })}
      />
      <Button block style={{ marginTop: 12 }} onClick={() => store.run(commands.duplicateGroup, { group })}>
        复制分组（含字段）
      </Button>
    </div>
  );
}
