import { lazy, Suspense, type ComponentType } from 'react';
import { Input } from 'antd';
import type { FieldA11y } from './a11y';

/** Marks a field whose component is still loading (tests wait for it to go). */
export const LAZY_FALLBACK_ATTR = 'data-ks-field-loading';

/**
 * A field component loaded on first render. The heavy antd components (date pickers = rc-picker,
 * cascaders, transfer, tree select) are imported by `load` only, so a form downloads the types it
 * uses and a page without them none of it; read mode draws text and never renders the component.
 * Until it arrives, a disabled input of the same height (or a box of `height`) holds its place,
 * so the form does not jump.
 */
export function lazyField<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, height?: number): ComponentType<P> {
  // A lazy component takes the props of the one it loads; React's typing of it (PropsWithRef<P>,
  // a conditional type) cannot be resolved for a generic P, hence the cast.
  const Loaded = lazy(load) as unknown as ComponentType<P>;
  function LazyField(props: P) {
    // The placeholder takes the field's id, so its label names it while the code loads.
    const a11y = (props as { a11y?: FieldA11y }).a11y;
    const fallback = height ? (
      <div {...{ [LAZY_FALLBACK_ATTR]: '' }} id={a11y?.id} role="group" aria-labelledby={a11y?.labelId} aria-busy="true" style={{ height, border: '1px solid #d9d9d9', borderRadius: 6 }} />
    ) : (
      <Input {...{ [LAZY_FALLBACK_ATTR]: '' }} id={a11y?.id} aria-busy="true" disabled placeholder="加载中…" style={{ width: '100%' }} />
    );
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyField;
}
