import { Typography } from 'antd';
import type { NodeOption } from '../../schemas/config-calls';
import { commands } from '../commands';
import { useDesignerState, useDesignerStore } from '../store/use-designer';
import { SelectProp, TextProp } from './controls';
import { PAGE_KINDS } from '../../schemas/page-kinds';
import { SyncColumnsButton } from '../page-pair/SyncColumnsButton';

/** Page-level settings: the title, and for a list the detail page that opens a record. */
export function PagePanel({ formNodes }: { formNodes: NodeOption[] }) {
  const store = useDesignerStore();
  const config = useDesignerState((s) => s.config) as { title?: string; formNodeId?: string };
  // a list page opens its records in another node's form: choose that node here
  const opensDetailNode = PAGE_KINDS[useDesignerState((s) => s.kind)].opens === 'list';
  return (
    <div className="ks-prop-form" aria-label="页面设置">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        页面设置
      </Typography.Title>
      <TextProp label="页面标题" value={config.title} onChange={(v) => store.run(commands.updateConfigProp, { key: 'title', value: v })} />
      {opensDetailNode && (
        <SelectProp
          label="详情页面（新增、查看记录时打开）"
          value={config.formNodeId}
          allowClear
          placeholder="不打开详情"
          options={formNodes.map(({ value, label }) => ({ value, label }))}
          onChange={(v) => store.run(commands.updateConfigProp, { key: 'formNodeId', value: v })}
        />
      )}
      {opensDetailNode && <SyncColumnsButton formNodeId={config.formNodeId} />}
    </div>
  );
}
