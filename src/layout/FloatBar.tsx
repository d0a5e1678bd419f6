import { CommentOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, FloatButton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { feedbackApi } from '../api/feedback';
import { useShell } from './ShellContext';

const FeedbackDrawer = lazy(() => import('./FeedbackDrawer').then((m) => ({ default: m.FeedbackDrawer })));

/** Where 帮助 goes (docs/shell.md "帮助"). */
export const HELP_PATH = '/help';

/**
 * The floating bar at the page's edge (spec 000 §1): 帮助 for everyone, 意见反馈 for everyone but
 * developers (spec 000 §2 screen 11). Theme settings and customer service join it with issue 16.
 */
export function FloatBar() {
  const { role, area } = useShell();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <FloatButton.Group shape="square" style={{ insetInlineEnd: 24, insetBlockEnd: 88 }}>
        <FloatButton icon={<QuestionCircleOutlined aria-hidden />} tooltip="帮助" aria-label="帮助" onClick={() => navigate(HELP_PATH)} />
        {role !== 'D' && <FloatButton icon={<CommentOutlined aria-hidden />} tooltip="意见反馈" aria-label="意见反馈" onClick={() => setOpen(true)} />}
      </FloatButton.Group>
      {open && (
        <Suspense fallback={<Button loading style={{ position: 'fixed', right: 24, bottom: 24 }} aria-label="加载中" />}>
          <FeedbackDrawer open={open} onClose={() => setOpen(false)} send={(items) => feedbackApi.add(items, area.systemCoding)} />
        </Suspense>
      )}
    </>
  );
}
