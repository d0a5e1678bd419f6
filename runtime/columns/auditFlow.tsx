import { Popover, Steps } from 'antd';
import { useState } from 'react';
import { cellText, defineColumnType, type ColumnCellProps } from './define';
import { LinkButton } from './cell-parts';
import { textColor } from '../core/theme';
import { localTime } from '../core/local-time';

/** One step of an audit flow; the same words as an operation-log entry (spec 000 §3). */
interface AuditStep {
  title: string;
  who: string;
  when: string;
  result: string;
}

function stepsOf(value: unknown): AuditStep[] | null {
  if (!Array.isArray(value)) return null;
  return value.map((raw) => {
    const s = (raw && typeof raw === 'object' ? raw : { glName: raw }) as Record<string, unknown>;
    return {
      title: cellText(s.glName ?? s.nodeName ?? s.name),
      who: cellText(s.czrName ?? s.userName),
      when: localTime(cellText(s.czTime ?? s.time)),
      result: cellText(s.failInfo ?? s.result),
    };
  });
}

const stepStatus = (step: AuditStep, last: boolean): 'finish' | 'error' | 'process' | 'wait' => {
  if (step.result === 'ok') return 'finish';
  if (step.result) return 'error';
  return last ? 'process' : 'finish';
};

function AuditFlowCell({ value, record }: ColumnCellProps) {
  // The popover is mounted on first click only: a scrolling table mounts cells by the hundred.
  const [opened, setOpened] = useState(false);
  const steps = stepsOf(value);
  const color = textColor(record.auditColor);
  if (!steps) return <span style={{ color }}>{cellText(value)}</span>;
  if (!steps.length) return null;
  const current = steps[steps.length - 1]!;
  const trigger = (
    <LinkButton className="ks-cell-audit-flow" color={color} onClick={() => setOpened(true)}>
      {current.title || '审核流程'}
    </LinkButton>
  );
  if (!opened) return trigger;
  const content = (
    <Steps
      direction="vertical"
      size="small"
      items={steps.map((s, i) => ({
        title: s.title,
        status: stepStatus(s, i === steps.length - 1),
        description: [s.who, s.when, s.result && s.result !== 'ok' ? s.result : ''].filter(Boolean).join(' '),
      }))}
    />
  );
  return (
    <Popover content={content} title="审核流程" trigger="click" defaultOpen>
      <span>{trigger}</span>
    </Popover>
  );
}

/**
 * 审核流程: the audit path of a record. A list of steps ({glName, czrName, czTime, failInfo}) shows
 * the current step, in the server's auditColor, opening the whole path; plain text shows as is.
 */
export default defineColumnType({
  type: 'auditFlow',
  Cell: AuditFlowCell,
});
