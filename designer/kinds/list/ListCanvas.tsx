import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Button, Empty, Tag, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import type { TableColumn } from '../../../schemas/list';
import type { ColumnRegistry } from '../../../runtime/columns/define';
import { commands } from '../../commands';
import { cardStyleOf, listColumns, listFilters } from '../../model/access';
import { freeKey } from '../../model/palette';
import { columnIssues } from '../../model/issues';
import { useDesignerState, useDesignerStore } from '../../store/use-designer';
import { columnId, type DragData } from '../../canvas/dnd-ids';
import { RowButton } from '../../canvas/RowButton';

function ColumnRow({ column, index, count, typeTitle, selected, problems }: { column: TableColumn; index: number; count: number; typeTitle: string; selected: boolean; problems: number }) {
  const store = useDesignerStore();
  const data: DragData = { source: 'column', index };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: columnId(index), data });
  const name = column.name || '（未命名）';
  const select = () => store.run(commands.select, { selection: { kind: 'column', index } });
  return (
    <div
      ref={setNodeRef}
      className={`ks-canvas-row${selected ? ' is-selected' : ''}${problems ? ' has-problems' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1 }}
      data-testid={`canvas-column-${column.code}`}
      onClick={select}
    >
      <button type="button" ref={setActivatorNodeRef} className="ks-drag-handle" aria-label={`拖动排序：${name}`} {...attributes} {...listeners}>
        <HolderOutlined />
      </button>
      <RowButton
        className="ks-canvas-row-main"
        aria-pressed={selected}
        onClick={select}
        name={<span className="ks-canvas-row-name">{name}</span>}
        details={
          <>
            <Tag>{typeTitle}</Tag>
            <code className="ks-canvas-row-key">{column.code}</code>
            {column.show === false && <Tag>默认隐藏</Tag>}
            {column.isSearch && <Tag color="blue">表头搜索</Tag>}
            {column.sortable && <Tag color="blue">可排序</Tag>}
            {column.width !== undefined && <span className="ks-canvas-row-col">宽 {column.width}</span>}
          </>
        }
      />
      <span className="ks-canvas-row-actions" onClick={(e) => e.stopPropagation()}>
        <Tooltip title="上移">
          <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`上移：${name}`} disabled={index === 0} onClick={() => store.run(commands.moveColumn, { from: index, to: index - 1 })} />
        </Tooltip>
        <Tooltip title="下移">
          <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={`下移：${name}`} disabled={index === count - 1} onClick={() => store.run(commands.moveColumn, { from: index, to: index + 1 })} />
        </Tooltip>
        <Tooltip title="删除">
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除列：${name}`} onClick={() => store.run(commands.removeColumn, { index })} />
        </Tooltip>
      </span>
    </div>
  );
}

/** The list being designed: page settings, sortable columns, search conditions, card style. */
export function ListCanvas({ columnTypes, cardStyle }: { columnTypes: ColumnRegistry; cardStyle: boolean }) {
  const store = useDesignerStore();
  const config = useDesignerState((s) => s.config);
  const selection = useDesignerState((s) => s.selection);
  const columns = listColumns(config);
  const filters = listFilters(config) ?? [];
  const { setNodeRef, isOver } = useDroppable({ id: 'columns', data: { source: 'columns' } satisfies DragData });
  if (!columns) return <Alert type="error" showIcon message="列表配置缺少列（columns），请在 JSON 源码中修正" />;
  const card = cardStyleOf(config);

  return (
    <div className="ks-canvas" aria-label="列表画布">
      <button type="button" className={`ks-canvas-section-link${selection?.kind === 'page' ? ' is-selected' : ''}`} onClick={() => store.run(commands.select, { selection: { kind: 'page' } })}>
        <SettingOutlined aria-hidden="true" /> 页面设置（标题、详情页面）
      </button>
      <section ref={setNodeRef} className={`ks-canvas-group${isOver ? ' is-over' : ''}`} aria-label="表格列">
        <header className="ks-canvas-group-head">
          <Typography.Text strong>表格列</Typography.Text>
          <span className="ks-muted">拖动排序；从左侧拖入列类型</span>
        </header>
        <SortableContext items={columns.map((_, i) => columnId(i))} strategy={verticalListSortingStrategy}>
          <div className="ks-canvas-group-body">
            {columns.map((c, i) => (
              <ColumnRow
                key={columnId(i)}
                column={c}
                index={i}
                count={columns.length}
                typeTitle={columnTypes.resolve(c.type).label}
                selected={selection?.kind === 'column' && selection.index === i}
                problems={Object.keys(columnIssues(config, i)).length}
              />
            ))}
            {!columns.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="将左侧列类型拖到这里" />}
          </div>
        </SortableContext>
      </section>
      <section className="ks-canvas-group" aria-label="查询条件">
        <header className="ks-canvas-group-head">
          <Typography.Text strong>查询条件</Typography.Text>
          <Button
            size="small"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => store.run(commands.addFilter, { filter: { name: `条件${filters.length + 1}`, code: freeKey('cx', new Set(filters.map((f) => f.code))), type: 'text' } })}
          >
            添加查询条件
          </Button>
        </header>
        <div className="ks-canvas-group-body">
          {filters.map((f, i) => (
            <div key={i} className={`ks-canvas-row${selection?.kind === 'filter' && selection.index === i ? ' is-selected' : ''}`}>
              <RowButton
                className="ks-canvas-row-main"
                aria-pressed={selection?.kind === 'filter' && selection.index === i}
                onClick={() => store.run(commands.select, { selection: { kind: 'filter', index: i } })}
                name={<span className="ks-canvas-row-name">{f.name}</span>}
                details={
                  <>
                    <Tag>{f.type}</Tag>
                    <code className="ks-canvas-row-key">{f.code}</code>
                  </>
                }
              />
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除查询条件：${f.name}`} onClick={() => store.run(commands.removeFilter, { index: i })} />
            </div>
          ))}
          {!filters.length && <Typography.Text type="secondary">暂无查询条件</Typography.Text>}
        </div>
      </section>
      {cardStyle && (
        <button type="button" className={`ks-canvas-section-link${selection?.kind === 'card-style' ? ' is-selected' : ''}`} onClick={() => store.run(commands.select, { selection: { kind: 'card-style' } })}>
          <SettingOutlined aria-hidden="true" /> 卡片样式（{card ? `标题 ${card.titleKey || '未设置'}，${card.contents.length} 行内容，宽 ${card.width}` : '未设置'}）
        </button>
      )}
    </div>
  );
}
