import { ChangeListPage } from './ChangeListPage';

/** /applyIndex, 变更申请: an enterprise's own changes in every state (administrators see the submitted ones). */
export default function ChangeApplyPage() {
  return <ChangeListPage variant="apply" />;
}
