import { ActionButtons } from '../blocks/operations/ActionButtons';
import { defineColumnType } from './define';

/** 操作: the record's buttons, as the server lists them for this record. */
export default defineColumnType({
  type: 'operations',
  Cell: ({ record }) => <ActionButtons record={record} />,
});
