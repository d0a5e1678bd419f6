import { Alert, Steps } from 'antd';
import type { StepsProps } from 'antd';
import type { RecordDetail } from '../../../schemas/record';

type Step = NonNullable<StepsProps['items']>[number];

/**
 * Where an application stands (填写 → 提交 → 审核 → 发布), so an enterprise that opens it again
 * sees its progress and not only a tag; a rejected one shows the auditor's reason above the form.
 */
export function RecordProgress({ record }: { record: RecordDetail }) {
  const { status, statusText } = record;
  // Step words never repeat the state's tag (审核驳回, 待审核 …): the tag says where it is, the steps how far.
  const audit: Step =
    status === 'rejected'
      ? { title: '审核', description: '已驳回', status: 'error' }
      : status === 'passed' || status === 'published'
        ? { title: '审核', description: '已通过', status: 'finish' }
        : { title: '审核', description: status === 'submitted' ? '审核中' : undefined, status: status === 'submitted' ? 'process' : 'wait' };
  const items: Step[] = [
    { title: '填写申报', status: status === 'draft' ? 'process' : 'finish' },
    { title: '提交审核', status: status === 'draft' ? 'wait' : 'finish' },
    audit,
    { title: '发布', description: status === 'published' ? '已发布' : undefined, status: status === 'published' ? 'finish' : 'wait' },
  ];
  return (
    <div data-testid="record-progress" aria-label={`办理进度：${statusText}`} role="group" style={{ marginBottom: 16 }}>
      <Steps size="small" items={items} />
      {status === 'rejected' && record.auditReason && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon message={`审核建议：${record.auditReason}`} description="请点击「修改」更正后重新提交。" />
      )}
    </div>
  );
}
