import { useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Button, Tag, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import type { FormItem } from '../../../schemas/form';
import { fieldId, type DragData } from '../../canvas/dnd-ids';
import { RowButton } from '../../canvas/RowButton';
import { ColResizeHandle } from './ColResizeHandle';

interface Props {
  item: FormItem;
  group: number;
  index: number;
  typeLabel: string;
  selected: boolean;
  /** number of problems of this field */
  problems: number;
  /** a palette tile is being dragged over this row: it will be inserted before it */
  insertHint: boolean;
  onSelect: () => void;
  onMove: (dir: -1 | 1) => void;
  onRemove: () => void;
  canUp: boolean;
  canDown: boolean;
  /** columns of 24 the field takes at the canvas width (its col, or what the width imposes) */
  span: number;
  /** the canvas width lays fields out by their own col, so the right edge resizes it */
  resizable: boolean;
  onResize: (col: number) => void;
}

/** One field on the canvas, as wide as on the page: drag handle, name, type, key, its move / delete
 * buttons and a right edge that resizes it. The select button is named by the field's name alone;
 * type, key and tags are its description (RowButton). */
export function FieldRow({ item, group, index, typeLabel, selected, problems, insertHint, onSelect, onMove, onRemove, canUp, canDown, span, resizable, onResize }: Props) {
  const data: DragData = { source: 'field', group, index };
  // The width under the pointer while the edge is dragged; the config changes once, on release.
  const [liveCol, setLiveCol] = useState<number | null>(null);
  const col = liveCol ?? item.col ?? 12;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver } = useSortable({ id: fieldId(group, index), data });
  const required = item.required === 1 || item.required === 2;
  const name = item.name || '（未命名）';
  return (
    <div
      ref={setNodeRef}
      className={`ks-canvas-row${selected ? ' is-selected' : ''}${problems ? ' has-problems' : ''}${insertHint && isOver ? ' is-insert-target' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1, gridColumn: `span ${resizable ? col : span}` }}
      data-testid={`canvas-field-${item.bianma}`}
      onClick={onSelect}
    >
      <button type="button" ref={setActivatorNodeRef} className="ks-drag-handle" aria-label={`拖动排序：${name}`} {...attributes} {...listeners}>
        <HolderOutlined />
      </button>
      <RowButton
        className="ks-canvas-row-main"
        aria-pressed={selected}
        onClick={onSelect}
        name={
          <span className="ks-canvas-row-name">
            {required && (
              <span className="ks-required" aria-hidden="true">
                *
              </span>
            )}
            {name}
          </span>
        }
        hint={required ? '必填' : undefined}
        details={
          <>
            <Tag>{typeLabel}</Tag>
            <code className="ks-canvas-row-key">{item.bianma}</code>
            {(item.parentNode || item.childNode) && <Tag color="blue">联动</Tag>}
            {item.regex && <Tag color="purple">正则</Tag>}
            {item.show === false && <Tag>隐藏</Tag>}
            <span className="ks-canvas-row-col">{col}/24</span>
            {problems > 0 && <Badge count={problems} title={`${problems} 处问题`} />}
          </>
        }
      />
      <span className="ks-canvas-row-actions" onClick={(e) => e.stopPropagation()}>
        <Tooltip title="上移">
          <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`上移：${name}`} disabled={!canUp} onClick={() => onMove(-1)} />
        </Tooltip>
        <Tooltip title="下移">
          <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={`下移：${name}`} disabled={!canDown} onClick={() => onMove(1)} />
        </Tooltip>
        <Tooltip title="删除">
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除字段：${name}`} onClick={onRemove} />
        </Tooltip>
      </span>
      {resizable && <ColResizeHandle col={item.col ?? 12} name={name} onLive={setLiveCol} onResize={onResize} />}
    </div>
  );
}
