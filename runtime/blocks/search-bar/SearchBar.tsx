import { Button, Col, Form, Row, Space, theme } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { FILTER_TOGGLE_MS } from '../../core/constants';
import type { SearchFilterItem } from '../../../schemas/form';
import { FilterControl, filterControlId, filterMinWidth } from './filter-control';
import { UNIQUE_SERIAL_TIP, isUniqueSerialFilter, toFilterPayload } from './filter-payload';
import { SearchTags, searchTags } from './SearchTags';

/** Spec 002 §2/§9: three fields of width 8 at first, every field at width 6 when expanded. */
export const COLLAPSED_COUNT = 3;
export const COLLAPSED_SPAN = 8;
export const EXPANDED_SPAN = 6;
/** Width of a filter's label; the gutter between two filters. */
const LABEL_WIDTH_PX = 110;
const GUTTER_PX = 16;

export interface SearchBarProps {
  items: readonly SearchFilterItem[];
  /** Values the form starts with (the filter group's `form`). */
  initialValues?: Record<string, unknown>;
  /** Called with the list call's `filters` (empty ones left out) on 搜索 and on 重置 (with {}). */
  onSearch: (filters: Record<string, string>) => void;
  loading?: boolean;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * 更多.../收起 (spec 000 §9 "Filter button animation 500 ms"): the filters' block grows or shrinks
 * from its old height to its new one. Not for users who asked for reduced motion: the shell turns
 * antd's motion token off for them (src/app/reduced-motion.ts), and the media query covers a page
 * without the shell (the designer's preview).
 */
function useFilterToggleMotion(expanded: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const from = useRef<number | null>(null);
  const { token } = theme.useToken();
  const still = token.motion === false || (typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches);
  useLayoutEffect(() => {
    const el = ref.current;
    const start = from.current;
    from.current = null;
    if (!el || start === null || still || typeof el.animate !== 'function') return;
    // overflow hidden only while it runs: afterwards a focus ring may reach past the block
    el.style.overflow = 'hidden';
    const run = el.animate([{ height: `${start}px` }, { height: `${el.offsetHeight}px` }], { duration: FILTER_TOGGLE_MS, easing: 'ease-in-out' });
    const done = () => void (el.style.overflow = '');
    run.onfinish = done;
    run.oncancel = done;
    return () => run.cancel();
  }, [expanded, still]);
  /** Call before the toggle: the height the animation starts from. */
  const mark = () => void (from.current = ref.current?.offsetHeight ?? null);
  return { ref, mark };
}

/** The search bar above a list: 搜索, 重置 and 更多.../收起, and the tags of the conditions applied. */
export function SearchBar({ items, initialValues, onSearch, loading }: SearchBarProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const [expanded, setExpanded] = useState(false);
  // the values of the last 搜索: what the list shows now, as the tags say
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const motion = useFilterToggleMotion(expanded);
  if (!items.length) return null;

  const shown = expanded ? items : items.slice(0, COLLAPSED_COUNT);
  const span = expanded ? EXPANDED_SPAN : COLLAPSED_SPAN;
  const apply = (values: Record<string, unknown>) => {
    setApplied(values);
    onSearch(toFilterPayload(values, items));
  };
  const search = () => apply(form.getFieldsValue());
  const reset = () => {
    // Clears every filter, including any the form started with (spec 000 §5 "reset clears the form").
    form.setFieldsValue(Object.fromEntries(items.map((i) => [i.code, undefined])));
    apply({});
  };
  /** A tag's ×: that condition leaves the form and the list; the others applied stay. */
  const remove = (code: string) => {
    form.setFieldValue(code, undefined);
    apply({ ...applied, [code]: undefined });
  };

  return (
    <Form
      form={form}
      className="ks-search-bar"
      initialValues={initialValues}
      labelCol={{ flex: `${LABEL_WIDTH_PX}px` }}
      labelWrap
      onFinish={search}
      style={{ marginBottom: 16 }}
    >
      <div ref={motion.ref} className="ks-search-fields">
        <Row gutter={GUTTER_PX}>
          {items.map((item, index) => (
            // Hidden filters stay mounted so a value typed before collapsing is still sent.
            <Col
              key={item.code}
              span={span}
              // A field whose control cannot shrink to the span's width (a date range at width 6)
              // takes the room its placeholder needs (never more than the whole row); the fields after
              // it wrap to the next line.
              style={shown.includes(item) ? { minWidth: `min(100%, calc(${LABEL_WIDTH_PX + GUTTER_PX}px + ${filterMinWidth(item)}))` } : { display: 'none' }}
              data-filter-index={index}
            >
              <Form.Item
                name={item.code}
                label={item.name}
                // antd's label points at the field name (xydj), but the control carries its own id
                htmlFor={filterControlId(item.code)}
                tooltip={isUniqueSerialFilter(item) ? UNIQUE_SERIAL_TIP : undefined}
                style={{ marginBottom: 12 }}
              >
                <FilterControl item={item} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </div>
      <Row justify="end">
        <Space>
          <Button type="primary" htmlType="submit" loading={loading}>
            搜索
          </Button>
          <Button onClick={reset}>重置</Button>
          {items.length > COLLAPSED_COUNT && (
            <Button
              type="link"
              onClick={() => {
                motion.mark();
                setExpanded((e) => !e);
              }}
            >
              {expanded ? '收起' : '更多...'}
            </Button>
          )}
        </Space>
      </Row>
      <SearchTags tags={searchTags(applied, items)} onRemove={remove} onClear={reset} />
    </Form>
  );
}
