import { DexLogsPage } from './DexLogsPage';

/** /dexRecords/regAuditLogs (menu property 监管审核). */
export default function AuditLogsPage() {
  return <DexLogsPage kind="audit" />;
}
