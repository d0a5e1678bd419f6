import { Descriptions, Drawer } from 'antd';
import { valueKey } from '../../blocks/table/build-columns';
import { useColumnRegistry } from '../../blocks/table/column-registry-context';
import { columnTraits, columnTypeOf } from '../../../schemas/column-types';
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
  const registry = useColumnRegistry();
  // buttons are no value to view
  const shown = columns.filter((c) => !columnTraits(c.type)?.recordButtons);
  return (
    <Drawer title="查看" open={record !== null} width={560} onClose={onClose} destroyOnHidden>
      {record && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={shown.map((column) => {
            const { Cell } = registry.resolve(columnTypeOf(column));
            return {
              key: column.code,
              label: column.name,
              children: <Cell value={record[valueKey(column)]} record={record} column={column} />,
            };
          })}
        />
      )}
    </Drawer>
  );
}
