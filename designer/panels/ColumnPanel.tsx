import { Empty, Typography } from 'antd';
import type { TableColumn } from '../../schemas/list';
import type { ColumnRegistry } from '../../runtime/columns/define';
import { commands } from '../commands';
import { listColumns } from '../model/access';
import { columnIssues } from '../model/issues';
import { useDesignerState, useDesignerStore } from '../store/use-designer';
import { NumberProp, SelectProp, SwitchProp, TextProp } from './controls';
import { ColumnLabelsProp } from './ColumnLabelsProp';

const ALIGN = [
  { value: 'left' as const, label: '左对齐' },
  { value: 'center' as const, label: '居中' },
  { value: 'right' as const, label: '右对齐' },
];

/** The properties of one table column; its type list comes from the column registry. */
export function ColumnPanel({ index, columnTypes }: { index: number; columnTypes: ColumnRegistry }) {
  const store = useDesignerStore();
  const config = useDesignerState((s) => s.config);
  const column = listColumns(config)?.[index];
  if (!column) return <Empty description="请选择一列" />;
  const issues = columnIssues(config, index);
  const set = (key: keyof TableColumn, value: unknown) => store.run(commands.updateColumnProp, { index, key, value });
  const types = columnTypes.keys().map((t) => ({ value: t, label: `${columnTypes.resolve(t).label}（${t}）` }));
  return (
    <div className="ks-prop-form" aria-label={`列属性：${column.name}`}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        列属性
      </Typography.Title>
      <TextProp label="列名" value={column.name} error={issues.name} onChange={(v) => set('name', v)} />
      <TextProp label="列编码（code）" value={column.code} error={issues.code} onChange={(v) => set('code', v)} />
      <SelectProp label="列类型" value={column.type || 'text'} options={types} error={issues.type} onChange={(v) => set('type', v === 'text' ? undefined : v)} />
      <TextProp label="取值字段（bianma）" value={column.bianma} error={issues.bianma} help="记录中的键与列编码不同时填写" onChange={(v) => set('bianma', v)} />
      <ColumnLabelsProp column={column} onChange={(v) => set('labels', v)} />
      <NumberProp label="宽度（像素）" value={typeof column.width === 'number' ? column.width : undefined} min={1} error={issues.width} onChange={(v) => set('width', v)} />
      <SelectProp label="对齐" value={column.listAlignment} options={ALIGN} allowClear placeholder="默认" onChange={(v) => set('listAlignment', v)} />
      <SwitchProp label="默认显示" value={column.show !== false} onChange={(v) => set('show', v ? undefined : false)} />
      <SwitchProp label="表头搜索" value={column.isSearch === true} onChange={(v) => set('isSearch', v || undefined)} />
      <SwitchProp label="可排序" value={column.sortable === true} onChange={(v) => set('sortable', v || undefined)} />
      <SwitchProp label="状态列" value={column.isStatus === true} onChange={(v) => set('isStatus', v || undefined)} />
    </div>
  );
}
