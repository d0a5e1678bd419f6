import { lazy, Suspense } from 'react';
import { Alert } from 'antd';
import type { StepsProps } from 'antd';
import type { RecordDetail } from '../../../schemas/record';

type Step = NonNullable<StepsProps['items']>[number];

const RecordSteps = lazy(() => import('./RecordSteps'));

/**
 * The height antd's small Steps take while their chunk loads: a title line, and a description
 * line below it when a step has one (24 and 46 px, measured in Chromium at desktop width) — so
 * the form below does not move when they come.
 */
const stepsHeight = (items: Step[]) => (items.some((i) => i.description) ? STEPS_WITH_DESCRIPTION : STEPS_TITLE_ONLY);
const STEPS_TITLE_ONLY = 24;
const STEPS_WITH_DESCRIPTION = 46;

/**
 * Where an application stands (填写 → 提交 → 审核 → 发布), so an enterprise that opens it again
 * sees its progress and not only a tag; a rejected one shows the auditor's reason above the form.
 * The group's name (办理进度：…) and the reason are there at once; the steps themselves load with
 * their own chunk (RecordSteps.tsx), an empty box of their height holding the place meanwhile.
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
      <Suspense fallback={<div data-testid="record-progress-loading" style={{ height: stepsHeight(items) }} />}>
        <RecordSteps items={items} />
      </Suspense>
      {status === 'rejected' && record.auditReason && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon message={`审核建议：${record.auditReason}`} description="请点击「修改」更正后重新提交。" />
      )}
    </div>
  );
}
