import type { ListServices } from '../../../runtime/blocks/table/list-services';
import type { ListRecord, TableColumn } from '../../../runtime/blocks/table/list-types';

const STATUS = [
  { status: 'draft', statusText: '草稿', statusColor: '#8c8c8c' },
  { status: 'submitted', statusText: '待审核', statusColor: '#1677ff' },
  { status: 'passed', statusText: '审核通过', statusColor: '#52c41a' },
];

/** Three made-up records with a value for every column, so the preview shows the layout. */
export function sampleRecords(columns: readonly TableColumn[]): ListRecord[] {
  return STATUS.map((s, i) => {
    const record: ListRecord = { id: `preview-${i + 1}`, version: 1, ...s, auditColor: s.statusColor, operations: [{ code: 'view', name: '查看', color: '#1677ff', show: true }] };
    for (const c of columns) {
      const key = c.bianma ?? c.code;
      if (!(key in record)) record[key] = `${c.name}示例${i + 1}`;
    }
    return record;
  });
}

/** List calls for the designer preview: sample rows, no server, actions politely refused. */
export function sampleListServices(columns: () => readonly TableColumn[], onRefused: (message: string) => void): ListServices {
  return {
    async fetchList(query) {
      const records = sampleRecords(columns());
      return { records, total: records.length, curPage: query.curPage, pageSize: query.pageSize };
    },
    async exportList() {
      onRefused('预览中不能导出');
    },
    async runAction() {
      onRefused('预览中不能操作记录');
      return {};
    },
    async fetchLog() {
      return { status: 200, result: [] };
    },
    async fetchAssignees() {
      onRefused('预览中不能指派');
      return [];
    },
  };
}
