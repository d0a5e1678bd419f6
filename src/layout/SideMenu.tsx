import { useMemo } from 'react';
import { Button, Empty, Menu, Spin, Tooltip, type MenuProps } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { MenuItem } from '../../schemas/system';
import { routeForMenu, routeForNodeSetup } from '../menu/route-for-menu';
import { menuChain } from '../menu/tree';
import { setActiveMenuId } from '../session/session';
import { MenuIcon, useMenuIconsReady } from './menu-icon-lazy';
import { LazyResult } from '../shared/LazyResult';
import { useShell } from './ShellContext';

type AntItem = Required<MenuProps>['items'][number];

interface Props {
  activeId: string | null;
  error: string | null;
  onRetry: () => void;
  collapsed: boolean;
}

/** The left menu built from the server's menu tree. */
export function SideMenu({ activeId, error, onRetry, collapsed }: Props) {
  const navigate = useNavigate();
  const { menus, role } = useShell();
  const developer = role === 'D';
  // The icon set loads beside the menu's request; the menu shows once both are there.
  const iconsReady = useMenuIconsReady();

  const items = useMemo(() => {
    const toItem = (m: MenuItem): AntItem => {
      const leaf = !m.children.length;
      const label =
        developer && leaf ? (
          <span className="ks-menu-label">
            <span className="ks-menu-title">{m.title}</span>
            <Tooltip title="节点配置">
              {/* A real button, so Tab reaches it and Enter opens it (issue 46 point 5d). The menu
                  item would take the click and Enter as its own (opening the page): they stop here. */}
              <button
                type="button"
                className="ks-menu-gear"
                aria-label={`节点配置：${m.title}`}
                onClick={(e) => {
                  e.stopPropagation();
                  navigate(routeForNodeSetup(m));
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') e.stopPropagation();
                }}
              >
                <SettingOutlined aria-hidden />
              </button>
            </Tooltip>
          </span>
        ) : (
          m.title
        );
      return {
        key: m.id,
        icon: <MenuIcon name={m.icon} />,
        label,
        title: m.title,
        disabled: m.disabled,
        children: leaf ? undefined : m.children.map(toItem),
      };
    };
    return (menus ?? []).map(toItem);
  }, [menus, developer, navigate]);

  const defaultOpen = useMemo(() => menuChain(menus ?? [], activeId).slice(0, -1).map((m) => m.id), [menus, activeId]);

  if (error) {
    return (
      <LazyResult
        fallback={<Spin style={{ display: 'block', padding: 24 }} />}
        status="warning"
        title="菜单加载失败"
        subTitle={error}
        extra={
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        }
      />
    );
  }
  if (!menus || !iconsReady) {
    return (
      <div className="ks-menu-state">
        <Spin tip="菜单加载中…">
          <div style={{ height: 48 }} />
        </Spin>
      </div>
    );
  }
  if (!menus.length) return <Empty className="ks-menu-state" image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无菜单" />;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const chain = menuChain(menus, key);
    const item = chain[chain.length - 1];
    if (!item || item.disabled) return;
    setActiveMenuId(item.id);
    navigate(routeForMenu(item, role));
  };

  return (
    <Menu
      // Remount when the tree changes so the open groups follow the new system.
      key={menus.map((m) => m.id).join('|')}
      className="ks-menu"
      mode="inline"
      items={items}
      selectedKeys={activeId ? [activeId] : []}
      defaultOpenKeys={collapsed ? undefined : defaultOpen.length ? defaultOpen : menus.filter((m) => m.children.length).map((m) => m.id)}
      onClick={onClick}
    />
  );
}
