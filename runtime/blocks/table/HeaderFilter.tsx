import { SearchOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import type { SearchFilterItem } from '../../../schemas/form';
import { filterTraits } from '../../../schemas/filter-kinds';
import { FilterControl } from '../search-bar/filter-control';

interface HeaderFilterPanelProps {
  item: SearchFilterItem;
  value: unknown;
  onApply: (value: unknown) => void;
  close: () => void;
}

/** The popover under a searchable column header: one filter, 重置 and 确定. */
export function HeaderFilterPanel({ item, value, onApply, close }: HeaderFilterPanelProps) {
  const [draft, setDraft] = useState<unknown>(value);
  const apply = (v: unknown) => {
    onApply(v);
    close();
  };
  return (
    <div className="ks-header-filter" style={{ padding: 8, width: filterTraits(item.type)?.popoverWidth ?? 220 }} onKeyDown={(e) => e.stopPropagation()}>
      <FilterControl item={item} place="header" aria-label={`筛选：${item.name}`} value={draft} onChange={setDraft} onPressEnter={() => apply(draft)} />
      <Space style={{ marginTop: 8, width: '100%', justifyContent: 'flex-end' }}>
        <Button
          size="small"
          onClick={() => {
            setDraft(undefined);
            apply(undefined);
          }}
        >
          重置
        </Button>
        <Button size="small" type="primary" onClick={() => apply(draft)}>
          确定
        </Button>
      </Space>
    </div>
  );
}

/** The header icon: blue while the column's filter holds a value. */
export const headerFilterIcon = (active: boolean) => (
  <SearchOutlined aria-label="筛选" style={{ color: active ? 'var(--ks-link)' : undefined }} />
);
