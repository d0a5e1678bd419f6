import { Avatar, Descriptions } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { ROLE_LABELS } from '../../../schemas/roles';
import { useShell } from '../../layout/ShellContext';
import { accountApi } from '../../api/account';
import { PasswordCard } from './PasswordCard';

/** /userCenter/uCenter: the logged-in user's own information. */
export default function UserCenterPage() {
  const { user, role, area } = useShell();
  return (
    <div className="ks-card">
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }}>
        <Avatar size={64} src={user?.photo || undefined} icon={user?.photo ? undefined : <UserOutlined />} />
        <div>
          <h2 style={{ margin: 0 }}>{user?.userName ?? '—'}</h2>
          <span style={{ color: 'var(--ks-text-muted)' }}>{ROLE_LABELS[role]}</span>
        </div>
      </div>
      <Descriptions bordered column={1} size="middle" title="账号信息">
        <Descriptions.Item label="用户名称">{user?.userName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="用户编号">{user?.id ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="角色">{ROLE_LABELS[role]}</Descriptions.Item>
        <Descriptions.Item label="所属企业">{user?.enterpriseId ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="当前系统">{area.systemName}</Descriptions.Item>
      </Descriptions>
      <PasswordCard api={accountApi} />
    </div>
  );
}
