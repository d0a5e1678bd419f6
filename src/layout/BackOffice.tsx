import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { Layout } from 'antd';
import type { MenuItem, SystemSummary } from '../../schemas/system';
import { fetchMainMenus } from '../api/menu';
import { ApiError } from '../api/client';
import { menuChain, visibleMenus } from '../menu/tree';
import { DEFAULT_HOME, getCurrentArea, getRole, getUser, selectSystem, setHome, setUser } from '../session/session';
import type { UserInfo } from '../../schemas/auth';
import type { Role } from '../../schemas/roles';
import { FALLBACK_PLATFORM_NAME, usePlatform } from '../shared/usePlatform';
import { PlatformFooter } from '../shared/PlatformFooter';
import { PracticeDialog } from '../pages/login/PracticeDialog';
import { AppHeader } from './AppHeader';
import { SideMenu } from './SideMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { nextCrumbs, type Crumb } from './crumbs';
import { ShellContext, type ShellState } from './ShellContext';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { FloatBar } from './FloatBar';
import { ShellNotices } from './notices/ShellNotices';
import { ASIDE_WIDTH } from '../../schemas/theme';
import { individualApi } from '../api/individual';
import { sessionApi } from '../api/auth';
import { SessionReminder } from './SessionReminder';
import { SystemForLink } from './SystemForLink';
import { applyTheme, themeSettings, useTheme } from '../app/theme';
import './layout.css';

/** Aside width of spec 000 §3/§9: default 240, never below 200 (the user picks it in 主题设置). */
export const clampAsideWidth = (w: number | undefined): number => Math.min(ASIDE_WIDTH.max, Math.max(ASIDE_WIDTH.min, w ?? ASIDE_WIDTH.default));

interface RouteHandle {
  title?: string;
  bareTitle?: string;
  roleTitles?: Partial<Record<Role, string>>;
}

/** The back office: header, left menu, breadcrumbs, the routed page and the footer. */
export default function BackOffice() {
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const platform = usePlatform();
  const [area, setArea] = useState(getCurrentArea);
  const [menus, setMenus] = useState<MenuItem[] | null>(null);
  const [menuError, setMenuError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [collapsed, setCollapsed] = useState(false);
  const [trail, setTrail] = useState<Crumb[]>([]);
  // the trail as the last navigation left it (the crumb effect reads it without depending on it)
  const trailRef = useRef<Crumb[]>([]);
  const [groups, setGroups] = useState<string[]>([]);
  const [user, setUserState] = useState(getUser);
  const updateUser = useCallback((u: UserInfo) => {
    setUser(u);
    setUserState(u);
  }, []);
  const systemCoding = area?.systemCoding;
  const { settings: look } = useTheme();

  // The user's theme follows them across browsers: the server's copy wins over this browser's;
  // a user who never chose keeps what this browser shows.
  useEffect(() => {
    individualApi.theme().then(
      (s) => s && JSON.stringify(s) !== JSON.stringify(themeSettings()) && applyTheme(s),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (!systemCoding) return;
    let alive = true;
    setMenus(null);
    setMenuError(null);
    fetchMainMenus(systemCoding)
      .then((tree) => alive && setMenus(visibleMenus(tree)))
      .catch((e: unknown) => alive && setMenuError(e instanceof ApiError ? e.message : '菜单加载失败'));
    return () => {
      alive = false;
    };
  }, [systemCoding, reload]);

  const params = new URLSearchParams(location.search);
  const findMenu = useCallback((id: string | null | undefined) => menuChain(menus ?? [], id).at(-1) ?? null, [menus]);
  // The menu highlights the page on screen: a menu page carries its menu's `?id=`. A page without
  // one (the welcome page, 用户中心, 企业信息) highlights nothing — the stored active menu id would
  // keep the menu the user just left selected.
  const activeId = findMenu(params.get('id'))?.id ?? null;
  // The menu editor changes the tree this layout shows; the left menu follows without a reload.
  // A failed refresh keeps the tree on screen: the editor itself reports the failed change.
  const refreshMenus = useCallback(() => {
    if (!systemCoding) return;
    fetchMainMenus(systemCoding).then((tree) => setMenus(visibleMenus(tree)), () => undefined);
  }, [systemCoding]);

  // Breadcrumbs follow navigation: a menu page starts a trail; a page opened with
  // `state.parentKey` (e.g. a detail from a list) is appended to the crumb it came from.
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const pageTitle = handle?.roleTitles?.[getRole()] ?? handle?.title;
  const routeTitle = (params.has('id') ? pageTitle : (handle?.bareTitle ?? pageTitle)) ?? '';
  const navState = location.state as { parentKey?: string; title?: string } | null;
  const parentKey = navState?.parentKey ?? null;
  // A page opened from another may name its own crumb (a list's 信用档案 is at the list's menu id).
  const ownTitle = parentKey && typeof navState?.title === 'string' ? navState.title : null;
  const pageKey = location.pathname + location.search;
  useEffect(() => {
    const chain = menuChain(menus ?? [], params.get('id'));
    const title = ownTitle ?? chain.at(-1)?.title ?? routeTitle;
    // After a reload the trail is empty: a parent that is a menu page is named by its menu.
    const parentMenu = parentKey ? menuChain(menus ?? [], new URLSearchParams(parentKey.split('?')[1] ?? '').get('id')) : [];
    const parentCrumb = parentKey && parentMenu.length ? { key: parentKey, title: parentMenu.at(-1)!.title, path: parentKey } : null;
    const next = nextCrumbs(trailRef.current, { key: pageKey, title, path: pageKey, parentKey }, parentCrumb);
    trailRef.current = next;
    setTrail(next);
    if (!parentKey) setGroups(chain.slice(0, -1).map((m) => m.title));
    else if (parentCrumb && next[0] === parentCrumb) setGroups(parentMenu.slice(0, -1).map((m) => m.title));
    // params is derived from pageKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey, menus, routeTitle, parentKey, ownTitle]);

  // A link opened before a system was chosen: the system is chosen for it, the address stays.
  const adoptSystem = useCallback((s: SystemSummary) => {
    selectSystem({ id: s.id, systemCoding: s.systemCoding, gnCode: s.gnCode, systemName: s.systemName, title: s.title });
    setHome(DEFAULT_HOME);
    setArea(getCurrentArea());
  }, []);

  const switchSystem = useCallback(
    (s: SystemSummary, path: string = DEFAULT_HOME) => {
      selectSystem({ id: s.id, systemCoding: s.systemCoding, gnCode: s.gnCode, systemName: s.systemName, title: s.title });
      setHome(DEFAULT_HOME);
      setArea(getCurrentArea());
      trailRef.current = [];
      setTrail([]);
      setGroups([]);
      navigate(path);
    },
    [navigate],
  );

  const shell = useMemo<ShellState | null>(
    () => (area ? { area, user, role: getRole(), menus, findMenu, refreshMenus, updateUser, switchSystem } : null),
    [area, user, menus, findMenu, refreshMenus, updateUser, switchSystem],
  );

  if (!area || !shell) return <SystemForLink onChosen={adoptSystem} />;

  const onSwitchSystem = (s: SystemSummary) => switchSystem(s);

  return (
    <ShellContext.Provider value={shell}>
      <SkipLink />
      <Layout className="ks-shell">
        <AppHeader
          platformName={platform?.platformName || FALLBACK_PLATFORM_NAME}
          weather={platform?.weather === true}
          collapsed={collapsed}
          onToggleCollapse={() => setCollapsed((c) => !c)}
          onSwitchSystem={onSwitchSystem}
        />
        <ShellNotices />
        <Layout className="ks-body">
          <Layout.Sider className="ks-aside" theme="light" width={clampAsideWidth(look.asideWidth)} collapsedWidth={64} collapsed={collapsed} trigger={null}>
            <nav aria-label="系统菜单">
              <SideMenu activeId={activeId} error={menuError} onRetry={() => setReload((n) => n + 1)} collapsed={collapsed} />
            </nav>
          </Layout.Sider>
          <Layout className="ks-main">
            <Breadcrumbs groups={groups} trail={trail} home={DEFAULT_HOME} />
            {/* antd's Content is the <main>; tabIndex -1: the skip link can focus it */}
            <Layout.Content className="ks-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
              <Outlet />
            </Layout.Content>
            <PlatformFooter platform={platform} />
          </Layout>
        </Layout>
      </Layout>
      <PracticeDialog />
      <SessionReminder api={sessionApi} />
      <FloatBar />
    </ShellContext.Provider>
  );
}
