import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { TODO_PAGE_BUTTONS } from '../../../schemas/messages';
import { pagesOf, pageWindow } from './pager';

interface Props {
  total: number;
  pageSize: number;
  current: number;
  onChange: (page: number) => void;
  /** what the pager pages through, for screen readers (待办分页, 消息分页) */
  label: string;
}

/** The panel's small pager: previous, at most 5 page buttons, next; nothing when all fits one page. */
export function SmallPager({ total, pageSize, current, onChange, label }: Props) {
  const pages = pagesOf(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="ks-msg-pager">
      <Space size={4}>
        <Button size="small" aria-label="上一页" icon={<LeftOutlined aria-hidden />} disabled={current <= 1} onClick={() => onChange(current - 1)} />
        {pageWindow(current, pages, TODO_PAGE_BUTTONS).map((p) => (
          <Button key={p} size="small" type={p === current ? 'primary' : 'default'} aria-label={`第 ${p} 页`} aria-current={p === current ? 'page' : undefined} onClick={() => onChange(p)}>
            {p}
          </Button>
        ))}
        <Button size="small" aria-label="下一页" icon={<RightOutlined aria-hidden />} disabled={current >= pages} onClick={() => onChange(current + 1)} />
      </Space>
    </nav>
  );
}
