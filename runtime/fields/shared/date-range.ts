/** 'a,b' ↔ [a, b]: the daterange value; shared by its edit (lazy) and read components. */
export const splitRange = (v: unknown): [string, string] | null => {
  if (typeof v !== 'string' || !v.includes(',')) return null;
  const [a, b] = v.split(',');
  return a && b ? [a, b] : null;
};
