import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Button, Space, Tag, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowLeftOutlined, ArrowRightOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { StructureMenu } from '../../schemas/designer';
import type { DropZone, Shift } from './tree-model';
import { RowButton } from '../canvas/RowButton';

interface Props {
  menu: StructureMenu;
  depth: number;
  selected: boolean;
  /** where a dragged menu would land relative to this row */
  hint: DropZone | null;
  icon: ReactNode;
  can: Record<Shift, boolean>;
  busy: boolean;
  onSelect: () => void;
  onShift: (shift: Shift) => void;
  onAddChild: () => void;
  onRemove: () => void;
  onDesign?: () => void;
}

/** One menu in the tree editor: drag handle, title and state tags, move / add / delete buttons. The
 * select button is named by the title alone; the tags are its description (RowButton). */
export function MenuRowItem({ menu, depth, selected, hint, icon, can, busy, onSelect, onShift, onAddChild, onRemove, onDesign }: Props) {
  const drag = useDraggable({ id: menu.id, data: { id: menu.id } });
  const drop = useDroppable({ id: menu.id, data: { id: menu.id } });
  const title = menu.title;
  return (
    <div
      ref={drop.setNodeRef}
      className={`ks-menu-row${selected ? ' is-selected' : ''}${hint ? ` drop-${hint}` : ''}`}
      style={{ paddingLeft: 8 + depth * 24, opacity: drag.isDragging ? 0.4 : 1 }}
      data-testid={`menu-row-${menu.title}`}
      data-depth={depth}
    >
      <button type="button" ref={drag.setNodeRef} className="ks-drag-handle" aria-label={`拖动：${title}`} {...drag.attributes} {...drag.listeners}>
        <HolderOutlined />
      </button>
      <RowButton
        className="ks-menu-row-main"
        aria-pressed={selected}
        onClick={onSelect}
        name={
          <>
            <span className="ks-menu-row-icon" aria-hidden="true">
              {icon}
            </span>
            <span className="ks-menu-row-title">{title}</span>
          </>
        }
        details={
          <>
            {menu.nodeProperties && <Tag>{menu.nodeProperties}</Tag>}
            {menu.itShows === '否' && <Tag color="orange">隐藏</Tag>}
            {menu.disabled && <Tag color="red">停用</Tag>}
            {menu.nodeKind && <Tag color="green">已配置页面</Tag>}
          </>
        }
      />
      <Space size={0} className="ks-menu-row-actions">
        <Tooltip title="上移">
          <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`上移：${title}`} disabled={busy || !can.up} onClick={() => onShift('up')} />
        </Tooltip>
        <Tooltip title="下移">
          <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={`下移：${title}`} disabled={busy || !can.down} onClick={() => onShift('down')} />
        </Tooltip>
        <Tooltip title="升级（移出上级）">
          <Button size="small" type="text" icon={<ArrowLeftOutlined />} aria-label={`升级：${title}`} disabled={busy || !can.outdent} onClick={() => onShift('outdent')} />
        </Tooltip>
        <Tooltip title="降级（放入上一个菜单）">
          <Button size="small" type="text" icon={<ArrowRightOutlined />} aria-label={`降级：${title}`} disabled={busy || !can.indent} onClick={() => onShift('indent')} />
        </Tooltip>
        <Tooltip title="添加子菜单">
          <Button size="small" type="text" icon={<PlusOutlined />} aria-label={`添加子菜单：${title}`} disabled={busy} onClick={onAddChild} />
        </Tooltip>
        {onDesign && (
          <Tooltip title="页面设计">
            <Button size="small" type="text" icon={<SettingOutlined />} aria-label={`页面设计：${title}`} onClick={onDesign} />
          </Tooltip>
        )}
        <Tooltip title="删除">
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除菜单：${title}`} disabled={busy} onClick={onRemove} />
        </Tooltip>
      </Space>
    </div>
  );
}
