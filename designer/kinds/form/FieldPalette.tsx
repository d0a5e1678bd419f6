import { useMemo } from 'react';
import { Typography } from 'antd';
import type { FieldRegistry } from '../../../runtime/core/registry';
import { fieldTypeEntries, type FieldTypeEntry } from '../../model/palette';
import { PaletteTile } from '../../canvas/PaletteTile';

const SECTIONS: Array<{ title: string; options: FieldTypeEntry['options'] }> = [
  { title: '基础字段', options: 'none' },
  { title: '选择字段', options: 'flat' },
  { title: '树形与级联', options: 'tree' },
];

/** Every registered field type, read from the registry, as drag tiles (or click to add). */
export function FieldPalette({ registry, onAdd }: { registry: FieldRegistry; onAdd: (type: string) => void }) {
  const entries = useMemo(() => fieldTypeEntries(registry), [registry]);
  return (
    <nav className="ks-designer-palette" aria-label="字段类型">
      {SECTIONS.map((s) => {
        const list = entries.filter((e) => e.options === s.options);
        if (!list.length) return null;
        return (
          <div key={s.title}>
            <Typography.Text type="secondary" className="ks-palette-title">
              {s.title}
            </Typography.Text>
            {list.map((e) => (
              <PaletteTile
                key={e.type}
                source="palette-field"
                type={e.type}
                label={e.label}
                testId={`palette-${e.type}`}
                action="添加字段"
                onAdd={onAdd}
              />
            ))}
          </div>
        );
      })}
    </nav>
  );
}
