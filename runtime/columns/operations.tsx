import { ActionButtons } from '../blocks/operations/ActionButtons';
import { defineColumnType } from './define';

/** 操作: the record's buttons, as the server lists them for this record. */
export default defineColumnType({
  type: 'operations',
  title: '操作按钮',
  defaultWidth: 220,
  Cell: ({ record }) => <ActionButtons record={record} />,
});
