import { forwardRef, useId, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from 'react';

/** Read by screen readers, not shown: for words the eye gets from the layout (an asterisk, a tile). */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

// The details stay direct flex items of the button, as they were before this wrapper existed.
const AS_CHILDREN: CSSProperties = { display: 'contents' };

export interface RowButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'name' | 'type'> {
  /** the visible title: the button's whole accessible name, so that what is seen is what is said (WCAG 2.5.3) */
  name: ReactNode;
  /** the rest of the visible text (type, key, state tags): left out of the name, read as its description */
  details?: ReactNode;
  /** words only a screen reader needs, read first in the description (e.g. 必填, 添加字段) */
  hint?: string;
}

/**
 * The select button of a designer row or palette tile. An aria-label such as "选择字段：企业名称"
 * dropped the visible type and tags from the name (axe label-content-name-mismatch); here the name
 * is the visible title and the rest is its description, and no text is written twice. Any
 * aria-describedby passed in (dnd-kit's drag instructions) is read after the details.
 */
export const RowButton = forwardRef<HTMLButtonElement, RowButtonProps>(function RowButton({ name, details, hint, 'aria-describedby': others, ...rest }, ref) {
  const id = useId();
  const hasDetails = details != null || !!hint;
  const describers = [hasDetails ? id : undefined, others].filter(Boolean).join(' ') || undefined;
  return (
    <button type="button" ref={ref} {...rest} aria-describedby={describers}>
      {name}
      {hasDetails && (
        <span id={id} aria-hidden="true" style={AS_CHILDREN}>
          {hint && <span style={VISUALLY_HIDDEN}>{hint}</span>}
          {details}
        </span>
      )}
    </button>
  );
});
