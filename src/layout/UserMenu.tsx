import { Avatar, Dropdown, type MenuProps } from 'antd';
import { AuditOutlined, DownOutlined, LogoutOutlined, MessageOutlined, NotificationOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { UserInfo } from '../../schemas/auth';
import { logoutAndLeave } from '../app/logout';
import { usePortrait } from './usePortrait';

/** Administrators' account pages (docs/accounts.md), reached from this menu. */
const ADMIN_PAGES: Record<string, string> = { audit: '/system/registrationAudit', outbox: '/system/smsOutbox' };

/** Where the dropdown's 通知配置 goes (spec 000 §2, administrators: docs/shell.md "通知"). */
export const NOTICE_CFG = '/system/jumpNoticeCfg';

/** User photo and the user-name dropdown (user centre, 通知配置 for administrators, logout). */
export function UserMenu({ user, showUserCenter = true, showNoticeCfg = false }: { user: UserInfo | null; showUserCenter?: boolean; showNoticeCfg?: boolean }) {
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    ...(showUserCenter ? [{ key: 'center', icon: <UserOutlined />, label: '用户中心' }] : []),
    ...(user?.loginRoleType === 'M'
      ? [
          { key: 'audit', icon: <AuditOutlined />, label: '注册审核' },
          { key: 'outbox', icon: <MessageOutlined />, label: '短信发件箱' },
        ]
      : []),
    ...(showNoticeCfg ? [{ key: 'noticeCfg', icon: <NotificationOutlined />, label: '通知配置' }] : []),
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') navigate('/userCenter/uCenter');
    if (key === 'noticeCfg') navigate(NOTICE_CFG);
    if (key === 'logout') void logoutAndLeave();
    if (Object.hasOwn(ADMIN_PAGES, key)) navigate(ADMIN_PAGES[key]);
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
