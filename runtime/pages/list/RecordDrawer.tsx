import { Drawer } from 'antd';
import { RecordFields } from '../../blocks/record-view/RecordFields';
import type { ListRecord, TableColumn } from '../../blocks/table/list-types';

export interface RecordDrawerProps {
  record: ListRecord | null;
  columns: readonly TableColumn[];
  onClose: () => void;
}

/**
 * 查看 for a list whose config names no detail node (formNodeId): every column of the record,
 * hidden ones included, drawn by its column type, in a read-only drawer.
 */
export function RecordDrawer({ record, columns, onClose }: RecordDrawerProps) {
  return (
    <Drawer title="查看" open={record !== null} width={560} onClose={onClose} destroyOnHidden>
      {record && <RecordFields record={record} columns={columns} />}
    </Drawer>
  );
}
