import type { ListRecord, TableColumn } from '../blocks/table/list-types';

/**
 * One sample column and cell value per built-in column type: the unit tests render them and the
 * table benchmark fills its 10 000 rows with them, so every type is measured.
 */
export const COLUMN_FIXTURES: ReadonlyArray<{ column: TableColumn; value: unknown }> = [
  { column: { code: 'xmmc', name: '项目名称', type: 'text', isSearch: true, width: 200 }, value: '城东安置房一期' },
  { column: { code: 'status', name: '状态', type: 'status', isStatus: true, width: 100 }, value: 'submitted' },
  { column: { code: 'ztwz', name: '状态文字', type: 'statusText', width: 100 }, value: '待审核' },
  { column: { code: 'zttb', name: '状态图标', type: 'statusIcon', width: 110 }, value: '待审核' },
  { column: { code: 'fj', name: '附件预览', type: 'preview', width: 90, listAlignment: 'center' }, value: '/files/license.png' },
  { column: { code: 'xz', name: '下载', type: 'download', width: 80, listAlignment: 'center' }, value: { url: '/files/report.pdf', fileName: '报告.pdf' } },
  {
    column: { code: 'shlc', name: '审核流程', type: 'auditFlow', width: 120 },
    value: [
      { glName: '企业提交', czrName: '华建工程', czTime: '2026-11-01 09:00', failInfo: 'ok' },
      { glName: '初审', czrName: '', czTime: '' },
    ],
  },
  { column: { code: 'change', name: '变更状态', type: 'changeStatus', width: 100 }, value: '1' },
  { column: { code: 'sfyx', name: '是否有效', type: 'dui', width: 80, listAlignment: 'center' }, value: '1' },
  { column: { code: 'sfqy', name: '是否启用', type: 'switch', width: 90, listAlignment: 'center' }, value: '0' },
  { column: { code: 'xmbh', name: '项目编号', type: 'link', width: 140 }, value: 'XM-2026-0001' },
  { column: { code: 'qymc', name: '企业名称', type: 'menuCardLink', width: 180 }, value: '华建工程有限公司' },
  { column: { code: 'shzt', name: '审核状态', type: 'state', width: 110 }, value: '审核中' },
  { column: { code: 'ops', name: '操作', type: 'operations', width: 220, listAlignment: 'center' }, value: undefined },
];

/** A record holding every fixture value, with the workflow fields the server adds. */
export function fixtureRecord(id: string, overrides: Partial<ListRecord> = {}): ListRecord {
  const data = Object.fromEntries(COLUMN_FIXTURES.filter((f) => f.value !== undefined).map((f) => [f.column.code, f.value]));
  return {
    id,
    ...data,
    status: 'submitted',
    statusText: '待审核',
    statusColor: 'processing',
    auditColor: 'orange',
    version: 1,
    operations: [
      { code: 'view', name: '查看', color: '#1677ff', show: true },
      { code: 'audit', name: '审核', color: '#52c41a', show: true },
      { code: 'delete', name: '删除', color: '#ff4d4f', show: true },
    ],
    ...overrides,
  };
}
