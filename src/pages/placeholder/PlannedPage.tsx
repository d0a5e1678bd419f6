import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useLocation, useMatches, useSearchParams } from 'react-router-dom';
import { useShell } from '../../layout/ShellContext';
import { plannedFor } from './planned-pages';

/** The words of a route not built yet: its title, 功能建设中, and what builds it (the allow-list line). */
export function PlannedResult({ title, routeTitle }: { title: string; routeTitle: string }) {
  const { pathname } = useLocation();
  const plan = plannedFor(pathname);
  return (
    <Result
      icon={<ToolOutlined />}
      title={title}
      subTitle={
        <>
          <div>{`「${routeTitle}」功能建设中，敬请期待`}</div>
          {plan && <div data-testid="planned-by">{`建设计划：${plan}`}</div>}
        </>
      }
    />
  );
}

const routeTitleOf = (matches: ReturnType<typeof useMatches>) => (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? '';

/** Stand-in for a back-office route whose page is not built yet (the route table points here). */
export default function PlannedPage() {
  const [params] = useSearchParams();
  const { findMenu } = useShell();
  const routeTitle = routeTitleOf(useMatches());
  const node = findMenu(params.get('id'));
  return (
    <div className="ks-card">
      <PlannedResult title={node?.title ?? routeTitle} routeTitle={routeTitle} />
    </div>
  );
}

/** The same stand-in for a public page (no token, no back-office layout). */
export function PlannedPublicPage() {
  const routeTitle = routeTitleOf(useMatches());
  return (
    <main className="ks-fullscreen-center">
      <PlannedResult title={routeTitle} routeTitle={routeTitle} />
    </main>
  );
}
