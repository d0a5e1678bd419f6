import { Steps } from 'antd';
import type { StepsProps } from 'antd';

/**
 * antd's Steps for RecordProgress, in a chunk of its own: Steps brings rc-steps and antd's
 * Progress (≈ 11.6 KB gzip), which a form page needs only for a record that exists and only
 * after that record has been read (docs/performance/bundle.md).
 */
export default function RecordSteps({ items }: { items: NonNullable<StepsProps['items']> }) {
  return <Steps size="small" items={items} />;
}
