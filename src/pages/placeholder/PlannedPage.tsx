import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useMatches, useSearchParams } from 'react-router-dom';
import { useShell } from '../../layout/ShellContext';

/** Stand-in for a route whose page is not built yet (the route table points here). */
export default function PlannedPage() {
  const [params] = useSearchParams();
  const { findMenu } = useShell();
  const routeTitle = (useMatches().at(-1)?.handle as { title?: string } | undefined)?.title ?? '';
  const node = findMenu(params.get('id'));
  return (
    <div className="ks-card">
      <Result icon={<ToolOutlined />} title={node?.title ?? routeTitle} subTitle={`「${routeTitle}」功能建设中，敬请期待`} />
    </div>
  );
}
