import type { CSSProperties } from 'react';
import type { CardStyle } from '../table/list-types';

export type CardWidth = NonNullable<CardStyle['width']>;

/** Spec 002 §9: card widths 100%, 50%, 33.3% as 24-column grid spans. */
export const CARD_SPAN: Record<CardWidth, number> = { '100%': 24, '50%': 12, '33.3%': 8 };

/** Spec 002 §9: the 'more' link appears when attachments exceed 2, 3 or 7 for those widths. */
export const ATTACHMENT_LIMIT: Record<CardWidth, number> = { '100%': 2, '50%': 3, '33.3%': 7 };

export const NO_MORE_TEXT = '没有更多了~';

export const cardWidthOf = (style: CardStyle | undefined): CardWidth =>
  style?.width && style.width in CARD_SPAN ? style.width : '100%';

/** A configured font size: a number or a numeric text is pixels; other text (e.g. '1.2em') as is. */
export const fontSize = (size: number | string | undefined): number | string | undefined => {
  if (size === undefined || size === '') return undefined;
  const n = Number(size);
  return Number.isFinite(n) ? n : size;
};

/**
 * A configured font style word as CSS: bold/italic/underline (and Chinese 加粗/斜体/下划线),
 * several may be combined with spaces or commas; other words are ignored.
 */
export function fontStyleCss(style: string | undefined): CSSProperties {
  const words = (style ?? '').split(/[\s,;，]+/).filter(Boolean);
  const css: CSSProperties = {};
  for (const w of words) {
    if (w === 'bold' || w === '加粗') css.fontWeight = 'bold';
    else if (w === 'italic' || w === '斜体') css.fontStyle = 'italic';
    else if (w === 'underline' || w === '下划线') css.textDecoration = 'underline';
    else if (w === 'normal' || w === '常规') css.fontWeight = 'normal';
  }
  return css;
}
