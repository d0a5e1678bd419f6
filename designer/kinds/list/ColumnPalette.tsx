import { Typography } from 'antd';
import type { ColumnRegistry } from '../../../runtime/columns/define';
import { PaletteTile } from '../../canvas/PaletteTile';

/** Every column type of the list runtime's registry, as drag tiles (or click to add). */
export function ColumnPalette({ columns, onAdd }: { columns: ColumnRegistry; onAdd: (type: string) => void }) {
  return (
    <nav className="ks-designer-palette" aria-label="列类型">
      <Typography.Text type="secondary" className="ks-palette-title">
        列类型
      </Typography.Text>
      {columns.keys().map((type) => (
        <PaletteTile
          key={type}
          source="palette-column"
          type={type}
          label={columns.resolve(type).label}
          testId={`column-palette-${type}`}
          action="添加列"
          onAdd={onAdd}
        />
      ))}
    </nav>
  );
}
