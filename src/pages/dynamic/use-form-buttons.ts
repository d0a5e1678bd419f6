import { useEffect, useState } from 'react';
import { permissionsApi } from '../../api/permissions';

/**
 * The form buttons (保存, 提交) the caller keeps on the detail node (权限设置, docs/administration.md).
 * Until the answer is in, neither is drawn; when the call fails both are (the server still refuses
 * a button the role lacks with 无权进行该操作).
 */
export function useFormButtons(nodeId: string | null): (code: 'save' | 'submit') => boolean {
  const [kept, setKept] = useState<{ nodeId: string; codes: ReadonlySet<string> | null } | null>(null);
  useEffect(() => {
    if (!nodeId) return;
    let live = true;
    permissionsApi
      .formButtons(nodeId)
      .then((list) => live && setKept({ nodeId, codes: new Set(list.map((b) => b.code)) }))
      .catch(() => live && setKept({ nodeId, codes: null }));
    return () => {
      live = false;
    };
  }, [nodeId]);
  const current = kept?.nodeId === nodeId ? kept : null;
  return (code) => current !== null && (current.codes === null || current.codes.has(code));
}
