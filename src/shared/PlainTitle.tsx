import type { ComponentType, CSSProperties, ReactNode } from 'react';
// The element antd's Typography.Title draws, from antd's own Typography (its style hook and
// config), without Base.js: that brings copy-to-clipboard, the ellipsis measurer, the editable
// TextArea and Tooltip (8 KB gzip) for props a plain heading never uses. From antd/es as the build
// takes `antd` (its `module`), so the page has one antd.
import Typography from 'antd/es/typography/Typography';

// Its `component` prop (the element) is in the code, not in its declared props.
const Heading = Typography as unknown as ComponentType<{ component: string; style?: CSSProperties; children?: ReactNode }>;

/**
 * `<Typography.Title level={level}>` for a plain heading (no ellipsis, copyable, editable, type or
 * decorations): the same element, classes and theme (src/shared/PlainTitle.test.tsx compares them).
 */
export function PlainTitle({ level, style, children }: { level: 1 | 2 | 3 | 4 | 5; style?: CSSProperties; children?: ReactNode }) {
  return (
    <Heading component={`h${level}`} style={style}>
      {children}
    </Heading>
  );
}
