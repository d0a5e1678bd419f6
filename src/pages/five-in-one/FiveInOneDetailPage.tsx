import { Button, Empty, Space, Tabs } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { REGISTRATIONS, type Registration } from '../../../schemas/five-in-one';
import type { FiveInOneRow } from '../../../schemas/five-in-one-calls';
import { fiveInOneApi } from '../../api/five-in-one';
import { useShell } from '../../layout/ShellContext';
import { PageLoading } from '../../shared/PageLoading';
import { PageLoadError } from '../dynamic/PageLoadError';
import { RegistrationForm } from './RegistrationForm';
import { BookingsTab, SingleRegistrationTab } from './RegistrationTabs';
import { PushButton } from './PushButton';
import { StateTag } from './states';
import { detailPath } from './paths';

const TABS = REGISTRATIONS;
// 专家抽取 is the expert area's page of the project's draws, loaded when the tab opens.
const ProjectExpertDraws = lazy(() => import('../experts/ProjectExpertDraws'));

type Loaded = { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; row: FiveInOneRow | null };

/**
 * 项目详情 (/fiveInOne/detail/<tab>?id=<project record id>, docs/projects.md): one project and its
 * registrations as tabs, each tab a child route of its own; each label shows its state. Without
 * `id` only 项目信息 is open: a new project, whose first save gives the page its id.
 */
export default function FiveInOneDetailPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { role } = useShell();
  const projectId = params.get('id');
  const asked = pathname.split('/')[3];
  const active: Registration = TABS.find((t) => t.key === asked) ?? TABS[0];
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    let live = true;
    if (!projectId) {
      setLoaded({ phase: 'ready', row: null });
      return;
    }
    fiveInOneApi
      .list({ id: projectId, pageSize: 1 })
      .then((page) => live && setLoaded(page.records[0] ? { phase: 'ready', row: page.records[0] } : { phase: 'error', message: '项目不存在或无权查看' }))
      .catch((e: unknown) => live && setLoaded({ phase: 'error', message: e instanceof Error ? e.message : '加载失败，请稍后重试' }));
    return () => {
      live = false;
    };
  }, [projectId, round]);
  const row = loaded.phase === 'ready' ? loaded.row : null;
  // a new registration starts with the project named (the booking form shows 项目编号 = the project's record id)
  const start = useMemo(() => ({ xmmc: row?.xmmc ?? '', xmbh: projectId ?? '' }), [row?.xmmc, projectId]);

  if (loaded.phase === 'loading') return <PageLoading tip="页面加载中…" />;
  if (loaded.phase === 'error') return <PageLoadError message={loaded.message} onReload={refresh} />;

  const content = (reg: Registration) => {
    if (reg.key === active.key && reg === TABS[0]) {
      return (
        <RegistrationForm
          reg={reg}
          projectId={null}
          recordId={projectId}
          onStored={(id) => (projectId ? refresh() : navigate(detailPath(reg.key, id), { replace: true }))}
        />
      );
    }
    if (!projectId || reg.key !== active.key) return null;
    if (!reg.records) {
      return (
        <Suspense fallback={<PageLoading tip="页面加载中…" />}>
          <ProjectExpertDraws projectId={projectId} />
        </Suspense>
      );
    }
    const props = { reg, projectId, start, onChanged: refresh };
    return reg.several ? <BookingsTab {...props} /> : <SingleRegistrationTab {...props} />;
  };

  return (
    <div className="ks-card" data-testid="five-in-one-detail">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <h2 style={{ fontSize: 16, margin: 0 }}>{row ? `项目详情 — ${row.xmmc || '（未填写项目名称）'}` : '新增项目'}</h2>
        <Space wrap>
          {role === 'M' && row && <PushButton project={row} />}
          <Button onClick={() => navigate('/fiveInOne/list')}>返回列表</Button>
        </Space>
      </Space>
      {!projectId && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="先保存项目信息，再登记场地预约、资审公告和资审文件" />}
      <Tabs
        activeKey={active.key}
        onChange={(key) => navigate(detailPath(key, projectId ?? undefined))}
        items={TABS.map((reg) => ({
          key: reg.key,
          disabled: !projectId && reg !== TABS[0],
          label: (
            <span>
              {reg.title} <StateTag state={row?.states[reg.key] ?? 'none'} />
            </span>
          ),
          children: content(reg),
        }))}
      />
    </div>
  );
}
