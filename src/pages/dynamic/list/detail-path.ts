/** The detail page of a record (or of a new record without `recordId`), spec 000 §2. */
export function detailPath(formNodeId: string, recordId?: string): string {
  const q = new URLSearchParams({ id: formNodeId });
  if (recordId) q.set('recordId', recordId);
  return `/dynamicPage/dynamicDetail?${q.toString()}`;
}
