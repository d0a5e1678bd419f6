import { useState, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Alert, Button, Empty, Popconfirm, Segmented, Space, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormGroup } from '../../../schemas/form';
import type { FieldRegistry } from '../../../runtime/core/registry';
import { commands } from '../../commands';
import { formGroups, ordinalOf } from '../../model/access';
import { typeLabel } from '../../model/palette';
import { useDesignerState, useDesignerStore } from '../../store/use-designer';
import { fieldId, type DragData } from '../../canvas/dnd-ids';
import { FieldRow } from './FieldRow';
import { PasteFieldsDialog } from '../../fields-fast/PasteFieldsDialog';
import { columnsFor, layoutClass } from '../../../runtime/core/layout';
import { PREVIEW_WIDTHS } from '../../preview/widths';

interface Props {
  registry: FieldRegistry;
  /** problems per field ordinal (1-based, over all groups) */
  problemsByOrdinal: Map<number, number>;
  /** a palette tile is being dragged */
  paletteDragging: boolean;
}

/** The canvas starts wide: the only width at which a field's own `col` shows (and can be dragged). */
const WIDE = PREVIEW_WIDTHS[PREVIEW_WIDTHS.length - 1].value;

/**
 * The form being designed: groups as drop areas, fields as sortable cells of a 24-column grid at
 * their width on the page, at one of the preview widths (the runtime's layout rule, layout.ts).
 */
export function FormCanvas({ registry, problemsByOrdinal, paletteDragging }: Props) {
  const store = useDesignerStore();
  const config = useDesignerState((s) => s.config);
  const selection = useDesignerState((s) => s.selection);
  const [pasting, setPasting] = useState(false);
  const [width, setWidth] = useState<number>(WIDE);
  const groups = formGroups(config);
  const layout = layoutClass(width);
  const { span } = columnsFor(layout);
  if (!groups) return <Alert type="error" showIcon message="表单配置缺少分组（groups），请在 JSON 源码中修正" />;

  const move = (g: number, i: number, dir: -1 | 1) => {
    const to = dir === -1 ? (i > 0 ? { group: g, index: i - 1 } : { group: g - 1, index: groups[g - 1]?.items.length ?? 0 }) : i < groups[g].items.length - 1 ? { group: g, index: i + 1 } : { group: g + 1, index: 0 };
    if (to.group < 0 || to.group >= groups.length) return;
    store.run(commands.moveField, { from: { group: g, index: i }, to });
  };

  // Each resize is an undo step of its own (update-field-prop would merge edits of one field's col).
  const resize = (group: number, index: number, col: number) => {
    store.mark();
    store.run(commands.updateFieldProp, { group, index, key: 'col', value: col });
    store.mark();
  };

  return (
    <div className="ks-canvas" aria-label="表单画布">
      <Space wrap size={8}>
        <Segmented<number> size="small" aria-label="画布宽度" value={width} onChange={setWidth} options={PREVIEW_WIDTHS.map((w) => ({ ...w }))} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {layout === 'own' ? '拖动字段右边缘调整宽度（24 为整行）' : `此宽度下每个字段占 ${span(undefined)}/24，宽屏时按各自宽度`}
        </Typography.Text>
      </Space>
      {groups.map((g, gi) => (
        <GroupArea key={gi} group={g} gi={gi} count={groups.length} paletteDragging={paletteDragging}>
          {g.items.map((item, i) => (
            <FieldRow
              key={fieldId(gi, i)}
              item={item}
              group={gi}
              index={i}
              typeLabel={registry.get(item.type) ? typeLabel(registry.get(item.type)!) : `未知类型 ${item.type}`}
              selected={selection?.kind === 'field' && selection.group === gi && selection.index === i}
              problems={problemsByOrdinal.get(ordinalOf(config, gi, i)) ?? 0}
              insertHint={paletteDragging}
              onSelect={() => store.run(commands.select, { selection: { kind: 'field', group: gi, index: i } })}
              onMove={(dir) => move(gi, i, dir)}
              onRemove={() => store.run(commands.removeField, { group: gi, index: i })}
              canUp={gi > 0 || i > 0}
              canDown={gi < groups.length - 1 || i < g.items.length - 1}
              span={span(item.col)}
              resizable={layout === 'own'}
              onResize={(col) => resize(gi, i, col)}
            />
          ))}
        </GroupArea>
      ))}
      <Button
        icon={<PlusOutlined aria-hidden />}
        block
        type="dashed"
        onClick={() => store.run(commands.addGroup, { key: freeGroupKey(groups), title: `分组${groups.length + 1}` })}
      >
        添加分组
      </Button>
      {/* issue 14 "fields fast": pasted names become fields of the selected group (else the last) */}
      <Button block type="dashed" style={{ marginTop: 8 }} onClick={() => setPasting(true)}>
        批量粘贴字段
      </Button>
      <PasteFieldsDialog
        open={pasting}
        registry={registry}
        taken={new Set(groups.flatMap((g) => g.items.map((i) => i.bianma)))}
        onClose={() => setPasting(false)}
        onAdd={(items) => store.run(commands.addFields, { items, group: selection && 'group' in selection ? selection.group : groups.length - 1 })}
      />
    </div>
  );
}

function freeGroupKey(groups: FormGroup[]): string {
  const keys = new Set(groups.map((g) => g.key));
  for (let n = groups.length + 1; ; n++) if (!keys.has(`group${n}`)) return `group${n}`;
}

function GroupArea({ group, gi, count, paletteDragging, children }: { group: FormGroup; gi: number; count: number; paletteDragging: boolean; children: ReactNode }) {
  const store = useDesignerStore();
  const selection = useDesignerState((s) => s.selection);
  const data: DragData = { source: 'group', group: gi };
  const { setNodeRef, isOver } = useDroppable({ id: `group:${gi}`, data });
  const selected = selection?.kind === 'group' && selection.group === gi;
  const title = group.title || '（无标题分组）';
  return (
    <section ref={setNodeRef} className={`ks-canvas-group${isOver ? ' is-over' : ''}${selected ? ' is-selected' : ''}`} aria-label={`分组：${title}`} data-testid={`canvas-group-${gi}`}>
      <header className="ks-canvas-group-head">
        <button type="button" className="ks-canvas-group-title" onClick={() => store.run(commands.select, { selection: { kind: 'group', group: gi } })}>
          {title} <span className="ks-muted">（{group.items.length} 个字段）</span>
        </button>
        <Space size={0}>
          <Tooltip title="分组上移">
            <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`分组上移：${title}`} disabled={gi === 0} onClick={() => store.run(commands.moveGroup, { from: gi, to: gi - 1 })} />
          </Tooltip>
          <Tooltip title="分组下移">
            <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={`分组下移：${title}`} disabled={gi === count - 1} onClick={() => store.run(commands.moveGroup, { from: gi, to: gi + 1 })} />
          </Tooltip>
          <Popconfirm title={`删除分组「${title}」及其 ${group.items.length} 个字段？`} okText="删除" cancelText="取消" onConfirm={() => store.run(commands.removeGroup, { group: gi })}>
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除分组：${title}`} />
          </Popconfirm>
        </Space>
      </header>
      <SortableContext items={group.items.map((_, i) => fieldId(gi, i))} strategy={rectSortingStrategy}>
        <div className="ks-canvas-group-body ks-canvas-grid">
          {children}
          {group.items.length ? (
            <div className="ks-canvas-group-end" data-testid={`canvas-group-${gi}-end`}>
              {paletteDragging ? '松开鼠标，添加到本组末尾' : '拖到此处：添加到本组末尾'}
            </div>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={paletteDragging ? '松开鼠标放到这个分组' : '将左侧字段拖到这里'} />
          )}
        </div>
      </SortableContext>
    </section>
  );
}
