import { Button, Tag } from 'antd';
import type { SearchFilterItem } from '../../../schemas/form';
import { filterKindViews } from './filter-kinds';
import { joinedText } from './filter-text';
import './search-bar.css';

export interface SearchTag {
  code: string;
  name: string;
  text: string;
}

/** The conditions a search applied, as they read (filter-kinds.ts `tag`), in the search bar's order. */
export function searchTags(values: Record<string, unknown>, items: readonly SearchFilterItem[]): SearchTag[] {
  return items.flatMap((item) => {
    const value = values[item.code];
    if (value === undefined || value === null) return [];
    const text = (filterKindViews.get(item.type)?.tag ?? joinedText)(value, item);
    return text ? [{ code: item.code, name: item.name, text }] : [];
  });
}

export interface SearchTagsProps {
  tags: readonly SearchTag[];
  /** removes one condition and searches again */
  onRemove: (code: string) => void;
  /** removes every condition (重置) */
  onClear: () => void;
}

/**
 * The search-tag list (spec 000 §1): the conditions the list shows now, each with a button that
 * removes it, and 清空 for all of them. Nothing while no condition applies.
 */
export function SearchTags({ tags, onRemove, onClear }: SearchTagsProps) {
  if (tags.length === 0) return null;
  return (
    <div className="ks-search-tags" role="group" aria-label="当前查询条件">
      <span className="ks-search-tags-label">当前条件：</span>
      {tags.map((t) => (
        <Tag key={t.code} className="ks-search-tag">
          <span>
            {t.name}：{t.text}
          </span>
          <button type="button" className="ks-search-tag-remove" aria-label={`移除条件 ${t.name}`} title="移除该条件" onClick={() => onRemove(t.code)}>
            ×
          </button>
        </Tag>
      ))}
      {tags.length > 1 && (
        <Button type="link" size="small" onClick={onClear}>
          清空
        </Button>
      )}
    </div>
  );
}
