import { Checkbox, Table, Typography } from 'antd';
import type { FormItem } from '../../schemas/form';
import { filterKindFor, listable, type PairChoice } from './plan';

type Part = keyof PairChoice;

const PARTS: ReadonlyArray<{ part: Part; title: string }> = [
  { part: 'columns', title: '列表列' },
  { part: 'headerSearch', title: '表头搜索' },
  { part: 'filters', title: '查询条件' },
];

/**
 * Which of the form's fields the list offers: as a column, with a header search, as a search-bar
 * condition (tick which). Attachments and rich text cannot be listed, a yes/no is no condition.
 */
export function PairChecklist({ items, choice, onToggle }: { items: FormItem[]; choice: PairChoice; onToggle: (part: Part, code: string, on: boolean) => void }) {
  if (!items.length) {
    return <Typography.Text type="secondary">还没有字段：将只创建空的详情表单和列表；设计好表单后，可在列表的「页面设置」中点击「从表单同步列」。</Typography.Text>;
  }
  return (
    <Table
      size="small"
      aria-label="列表内容"
      pagination={false}
      rowKey="bianma"
      dataSource={items}
      columns={[
        { title: '字段', dataIndex: 'name' },
        ...PARTS.map(({ part, title }) => ({
          title,
          key: part,
          align: 'center' as const,
          render: (_: unknown, item: FormItem) => (
            <Checkbox
              aria-label={`${title}：${item.name}`}
              disabled={!listable(item) || (part === 'headerSearch' && !choice.columns.includes(item.bianma)) || (part === 'filters' && !filterKindFor(item))}
              checked={choice[part].includes(item.bianma)}
              onChange={(e) => onToggle(part, item.bianma, e.target.checked)}
            />
          ),
        })),
      ]}
    />
  );
}
