import { CommentOutlined } from '@ant-design/icons';
import { Button, FloatButton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { feedbackApi } from '../api/feedback';
import { useShell } from './ShellContext';

const FeedbackDrawer = lazy(() => import('./FeedbackDrawer').then((m) => ({ default: m.FeedbackDrawer })));

/**
 * The floating bar at the page's edge (spec 000 §1): 意见反馈 for everyone but developers (spec 000
 * §2 screen 11). Theme settings, help and customer service join it with issue 16.
 */
export function FloatBar() {
  const { role, area } = useShell();
  const [open, setOpen] = useState(false);
  if (role === 'D') return null;
  return (
    <>
      <FloatButton.Group shape="square" style={{ insetInlineEnd: 24, insetBlockEnd: 88 }}>
        <FloatButton icon={<CommentOutlined aria-hidden />} tooltip="意见反馈" aria-label="意见反馈" onClick={() => setOpen(true)} />
      </FloatButton.Group>
      {open && (
        <Suspense fallback={<Button loading style={{ position: 'fixed', right: 24, bottom: 24 }} aria-label="加载中" />}>
          <FeedbackDrawer open={open} onClose={() => setOpen(false)} send={(items) => feedbackApi.add(items, area.systemCoding)} />
        </Suspense>
      )}
    </>
  );
}
