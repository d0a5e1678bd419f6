import { Button, Space, Tooltip } from 'antd';
import { AppstoreOutlined, BankOutlined, MenuFoldOutlined, MenuUnfoldOutlined, PlusOutlined, SettingOutlined, ShopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { SystemSummary } from '../../schemas/system';
import { useShell } from './ShellContext';
import { SystemSwitcher } from './SystemSwitcher';
import { UserMenu } from './UserMenu';
import { MessageBell } from './MessageBell';
import { WeatherButton } from './WeatherButton';
import { DownloadCentreEntry } from '../pages/download-centre/DownloadCentreEntry';

export const COMPANY_INFO = '/system/companyInfo?type=1';

interface Props {
  platformName: string;
  /** a weather provider is configured (platform info): the header shows the weather */
  weather?: boolean;
  collapsed: boolean;
  onToggleCollapse: () => void;
  onSwitchSystem: (s: SystemSummary) => void;
}

/**
 * Header: platform and system name with the system switcher, developer tools (gear, new system,
 * all systems) or the menu collapse toggle for everyone else, the weather (where configured), the
 * enterprise shortcut, the message centre's bell, user menu.
 */
export function AppHeader({ platformName, weather, collapsed, onToggleCollapse, onSwitchSystem }: Props) {
  const navigate = useNavigate();
  const { area, user, role } = useShell();
  const developer = role === 'D';
  return (
    <header className="ks-header">
      <div className="ks-header-left">
        <div className="ks-brand" onClick={() => navigate('/')} role="link" tabIndex={0} title="返回首页">
          <span className="ks-brand-logo">KS</span>
          <span className="ks-brand-name">{platformName}</span>
        </div>
        <span className="ks-header-divider" />
        <SystemSwitcher current={area} onSwitch={onSwitchSystem} />
        {developer ? null : (
          <Tooltip title={collapsed ? '展开菜单' : '收起菜单'}>
            <Button
              type="text"
              className="ks-header-icon"
              aria-label={collapsed ? '展开菜单' : '收起菜单'}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={onToggleCollapse}
            />
          </Tooltip>
        )}
      </div>
      <Space size={8} className="ks-header-right">
        {weather ? <WeatherButton /> : null}
        {developer ? (
          <>
            <Tooltip title="系统配置">
              <Button type="text" className="ks-header-icon" aria-label="系统配置" icon={<SettingOutlined />} onClick={() => navigate('/system/menuSetUp')} />
            </Tooltip>
            <Button className="ks-header-btn" icon={<PlusOutlined aria-hidden />} onClick={() => navigate('/system/allSystem?create=1')}>
              新建系统
            </Button>
            <Button className="ks-header-btn" icon={<AppstoreOutlined aria-hidden />} onClick={() => navigate('/system/allSystem')}>
              全部系统
            </Button>
          </>
        ) : null}
        <DownloadCentreEntry className="ks-header-btn" />
        <Button className="ks-header-btn" icon={role === 'U' ? <ShopOutlined /> : <BankOutlined />} onClick={() => navigate(COMPANY_INFO)}>
          {/* administrators and developers reach 企业信息库; an enterprise its own 企业中心 */}
          {role === 'U' ? '企业中心' : '企业信息库'}
        </Button>
        <MessageBell />
        <UserMenu user={user} />
      </Space>
    </header>
  );
}
