import { createContext, useContext } from 'react';
import type { ListRecord, RowOperation } from '../table/list-types';

/**
 * What the page around a table or card list does for a record's buttons: opening it, showing its
 * log, refreshing after a workflow call. Cells read it by context so a column type stays a plain
 * component of (value, record, column).
 */
export interface RowActions {
  nodeId: string;
  gnCoding: string;
  /** 查看 (and the link column): open the record's detail page. */
  onView?: (record: ListRecord) => void;
  /** 编辑: open the record's detail page for editing. */
  onEdit?: (record: ListRecord) => void;
  /** 操作日志: open the record's operation log. */
  onLog?: (record: ListRecord) => void;
  /** After a successful workflow call: reload the page of records. */
  onChanged?: (record: ListRecord, code: string) => void;
  /** 变更 / 变更记录: open the change dialog for the record. */
  onChangeRequest?: (record: ListRecord, mode: 'new' | 'check') => void;
  /** A button whose code the runtime does not know (project-specific buttons). */
  onOther?: (record: ListRecord, operation: RowOperation) => void;
  /** The 菜单卡片链接 column: open the list's left menu card of the record's enterprise (docs/shell.md "左侧菜单卡片"). */
  onOpenMenuCard?: (record: ListRecord) => void;
  /** What that page is called (ListConfig.menuCard.title), for the link's hint. */
  menuCardTitle?: string;
}

export const RowActionsContext = createContext<RowActions>({ nodeId: '', gnCoding: '' });

export const RowActionsProvider = RowActionsContext.Provider;

export function useRowActions(): RowActions {
  return useContext(RowActionsContext);
}
