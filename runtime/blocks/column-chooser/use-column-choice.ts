import { useCallback, useMemo, useState } from 'react';
import type { TableColumn } from '../table/list-types';
import { columnsKey, recall, remember } from '../table/remember';

const isCodeList = (v: unknown): v is string[] => Array.isArray(v) && v.every((c) => typeof c === 'string');

/**
 * Which columns of a node the user shows. The config's `show: false` columns start hidden; the
 * user's choice is remembered per node as the list of hidden codes, so a column the developer
 * adds later appears without the user having to find it.
 */
export function useColumnChoice(nodeId: string, columns: readonly TableColumn[]) {
  const [hidden, setHiddenState] = useState<string[] | null>(() => recall(columnsKey(nodeId), isCodeList));

  const hiddenCodes = useMemo(
    () => new Set(hidden ?? columns.filter((c) => c.show === false).map((c) => c.code)),
    [hidden, columns],
  );
  const visibleColumns = useMemo(() => columns.filter((c) => !hiddenCodes.has(c.code)), [columns, hiddenCodes]);

  const setVisibleCodes = useCallback(
    (visible: readonly string[]) => {
      const next = columns.map((c) => c.code).filter((code) => !visible.includes(code));
      setHiddenState(next);
      remember(columnsKey(nodeId), next);
    },
    [columns, nodeId],
  );

  return { visibleColumns, hiddenCodes, setVisibleCodes };
}
