/**
 * The detail page of a record, or of a new record (`new=1`: the menu alone opens the caller's
 * newest record, docs/forms.md "The caller's own records"; a list's 新增 always starts blank), spec 000 §2.
 */
export function detailPath(formNodeId: string, recordId?: string): string {
  const q = new URLSearchParams({ id: formNodeId });
  if (recordId) q.set('recordId', recordId);
  else q.set('new', '1');
  return `/dynamicPage/dynamicDetail?${q.toString()}`;
}
