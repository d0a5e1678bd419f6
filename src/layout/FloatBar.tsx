import { BgColorsOutlined, CommentOutlined, CustomerServiceOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, FloatButton, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { feedbackApi } from '../api/feedback';
import { individualApi } from '../api/individual';
import { customerServiceFor } from '../../schemas/customer-service';
import { usePlatform } from '../shared/usePlatform';
import { useShell } from './ShellContext';

const FeedbackDrawer = lazy(() => import('./FeedbackDrawer').then((m) => ({ default: m.FeedbackDrawer })));
const ThemeDrawer = lazy(() => import('./ThemeDrawer').then((m) => ({ default: m.ThemeDrawer })));

type Open = 'feedback' | 'theme' | null;

/** 客服: the deployment region's hotline, mail and pages (schemas/customer-service.ts). */
export function CustomerService({ region }: { region: string | undefined }) {
  const service = customerServiceFor(region);
  return (
    <div className="ks-service" aria-label={`客服（${service.name}）`} role="region">
      <div className="ks-service-title">客服（{service.name}）</div>
      <ul>
        {service.links.map((l) => (
          <li key={l.label}>
            <span className="ks-service-label">{l.label}：</span>
            {l.href ? (
              <a href={l.href} rel="noopener noreferrer">
                {l.detail}
              </a>
            ) : (
              l.detail
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where 帮助 goes (docs/shell.md "帮助"). */
export const HELP_PATH = '/help';

/**
 * The floating bar at the page's edge (spec 000 §1): 主题设置, 帮助 and 客服 for everyone, 意见反馈
 * for everyone but developers (spec 000 §2 screen 11). docs/shell.md "主题", "帮助", "客服", "意见反馈".
 */
export function FloatBar() {
  const { role, area } = useShell();
  const navigate = useNavigate();
  const platform = usePlatform();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const loading = <Button loading style={{ position: 'fixed', right: 24, bottom: 24 }} aria-label="加载中" />;
  return (
    <>
      <FloatButton.Group shape="square" style={{ insetInlineEnd: 24, insetBlockEnd: 88 }}>
        <FloatButton icon={<BgColorsOutlined aria-hidden />} tooltip="主题设置" aria-label="主题设置" onClick={() => setOpen('theme')} />
        <FloatButton icon={<QuestionCircleOutlined aria-hidden />} tooltip="帮助" aria-label="帮助" onClick={() => navigate(HELP_PATH)} />
        <Popover trigger="click" placement="left" content={<CustomerService region={platform?.region} />}>
          <FloatButton icon={<CustomerServiceOutlined aria-hidden />} aria-label="客服" />
        </Popover>
        {role === 'D' ? null : <FloatButton icon={<CommentOutlined aria-hidden />} tooltip="意见反馈" aria-label="意见反馈" onClick={() => setOpen('feedback')} />}
      </FloatButton.Group>
      {open === 'feedback' && (
        <Suspense fallback={loading}>
          <FeedbackDrawer open onClose={close} send={(items) => feedbackApi.add(items, area.systemCoding)} />
        </Suspense>
      )}
      {open === 'theme' && (
        <Suspense fallback={loading}>
          <ThemeDrawer open onClose={close} save={individualApi.saveTheme} />
        </Suspense>
      )}
    </>
  );
}
