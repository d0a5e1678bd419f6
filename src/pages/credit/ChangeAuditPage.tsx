import { ChangeListPage } from './ChangeListPage';

/** /credit/changeAudit, 变更审核: administrators audit submitted changes, developers read. */
export default function ChangeAuditPage() {
  return <ChangeListPage variant="audit" />;
}
