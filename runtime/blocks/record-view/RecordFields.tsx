import { Descriptions } from 'antd';
import { valueKey } from '../table/build-columns';
import { useColumnRegistry } from '../table/column-registry-context';
import { columnTraits, columnTypeOf } from '../../../schemas/column-types';
import type { ListRecord, TableColumn } from '../table/list-types';

export interface RecordFieldsProps {
  record: ListRecord;
  columns: readonly TableColumn[];
}

/**
 * One record of a list, read only: every column (hidden ones included) drawn by its column type,
 * one per line. 查看 of a list without a detail node (its drawer) and the detail page of such a
 * list's record (a todo of the message centre opens it) show the same.
 */
export function RecordFields({ record, columns }: RecordFieldsProps) {
  const registry = useColumnRegistry();
  // buttons are no value to view
  const shown = columns.filter((c) => !columnTraits(c.type)?.recordButtons);
  return (
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
  );
}
