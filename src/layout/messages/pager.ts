/**
 * The page buttons of the message centre's small pager (spec 002 §9: 5 page buttons): `buttons`
 * consecutive pages around the current one, shifted to stay within 1 … pages.
 */
export function pageWindow(current: number, pages: number, buttons = 5): number[] {
  if (pages <= 0) return [];
  const count = Math.min(buttons, pages);
  const first = Math.min(Math.max(1, current - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

export const pagesOf = (total: number, pageSize: number): number => Math.ceil(total / pageSize);
