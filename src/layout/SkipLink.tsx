import type { MouseEvent } from 'react';

/** The id of the page's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 「跳到主要内容」(WCAG 2.4.1): the first tab stop, shown when focused; moves the focus past the
 * header and menu. The focus is moved by script rather than by the #fragment, which would go
 * through the router's history.
 */
export function SkipLink() {
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="ks-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      跳到主要内容
    </a>
  );
}
