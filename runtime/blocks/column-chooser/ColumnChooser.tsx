import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import type { TableColumn } from '../table/list-types';

export interface ColumnChooserProps {
  columns: readonly TableColumn[];
  hiddenCodes: ReadonlySet<string>;
  onChange: (visibleCodes: string[]) => void;
}

/** 列设置: shows or hides the table's columns (spec 000 §1 "column chooser"). */
export function ColumnChooser({ columns, hiddenCodes, onChange }: ColumnChooserProps) {
  const visible = columns.filter((c) => !hiddenCodes.has(c.code)).map((c) => c.code);
  const all = columns.map((c) => c.code);
  const content = (
    <div style={{ maxHeight: 360, overflowY: 'auto', minWidth: 160 }}>
      <Checkbox
        indeterminate={visible.length > 0 && visible.length < all.length}
        checked={visible.length === all.length}
        onChange={(e) => onChange(e.target.checked ? all : [])}
        style={{ marginBottom: 8 }}
      >
        全选
      </Checkbox>
      <Checkbox.Group value={visible} onChange={(v) => onChange(v as string[])}>
        <Space direction="vertical" size={4}>
          {columns.map((c) => (
            <Checkbox key={c.code} value={c.code}>
              {c.name}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    </div>
  );
  return (
    <Popover content={content} title="列设置" trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined aria-hidden />}>列设置</Button>
    </Popover>
  );
}
