import { Avatar, Dropdown, type MenuProps } from 'antd';
import { AuditOutlined, BellOutlined, DownOutlined, LogoutOutlined, MessageOutlined, SafetyOutlined, SolutionOutlined, TeamOutlined, ToolOutlined, UserOutlined } from '@ant-design/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserInfo } from '../../schemas/auth';
import type { MenuEntry } from '../../schemas/theme';
import { individualApi } from '../api/individual';
import { logoutAndLeave } from '../app/logout';
import { usePortrait } from './usePortrait';

const ICONS: Record<string, ReactNode> = {
  userCenter: <UserOutlined />,
  transact: <SolutionOutlined />,
  permissionsSet: <SafetyOutlined />,
  managementInfo: <TeamOutlined />,
  personnelInfo: <ToolOutlined />,
  jumpNoticeCfg: <BellOutlined />,
  registrationAudit: <AuditOutlined />,
  smsOutbox: <MessageOutlined />,
  logout: <LogoutOutlined />,
};

const LOGOUT: MenuEntry = { key: 'logout', label: '退出登录', path: '' };
/** Until the server's list arrives (or when it cannot be read): what every user has. */
const FALLBACK: MenuEntry[] = [{ key: 'userCenter', label: '用户中心', path: '/userCenter/uCenter' }, LOGOUT];

/**
 * User photo and the user-name dropdown (spec 000 §2 "Header dropdown"): the entries are the
 * server's list for this user (GET /ks/individual/menu-entries, docs/shell.md "用户菜单");
 * 退出登录 is always there, whatever the list says.
 */
export function UserMenu({ user, showUserCenter = true, load = individualApi.menuEntries }: { user: UserInfo | null; showUserCenter?: boolean; load?: () => Promise<MenuEntry[]> }) {
  const navigate = useNavigate();
  const [entries, setEntries] = useState<MenuEntry[]>(FALLBACK);
  useEffect(() => {
    let alive = true;
    load().then(
      (list) => alive && setEntries(list.some((e) => e.key === 'logout') ? list : [...list, LOGOUT]),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [load]);

  const shown = entries.filter((e) => showUserCenter || e.key !== 'userCenter');
  const items: MenuProps['items'] = shown.map((e) => ({ key: e.key, icon: ICONS[e.key], label: e.label, danger: e.key === 'logout' }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') return void logoutAndLeave();
    const entry = shown.find((e) => e.key === key);
    if (entry?.path) navigate(entry.path);
  };
  const name = user?.userName ?? '用户';
  const photo = usePortrait(user?.photo);
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click']}>
      <button type="button" className="ks-user" aria-label={`用户菜单：${name}`}>
        <Avatar size={30} src={photo || undefined} icon={photo ? undefined : <UserOutlined />} className="ks-user-avatar" alt="用户头像" />
        <span className="ks-user-name">{name}</span>
        <DownOutlined className="ks-user-caret" />
      </button>
    </Dropdown>
  );
}
