import { useCallback, useEffect, useState } from 'react';
import { Avatar, Descriptions } from 'antd';
import type { LegalPhone } from '../../../schemas/registration';
import { UserOutlined } from '@ant-design/icons';
import { ROLE_LABELS } from '../../../schemas/roles';
import { useShell } from '../../layout/ShellContext';
import { accountApi } from '../../api/account';
import { PasswordCard } from './PasswordCard';
import { PhoneCard } from './PhoneCard';
import { PortraitCard } from './PortraitCard';
import { registerApi } from '../../api/register';
import { fetchUserInfo, sessionApi } from '../../api/auth';
import { SecretResetCard } from './SecretResetCard';
import { SessionCard } from './SessionCard';
import { usePortrait } from '../../layout/usePortrait';

/** /userCenter/uCenter: the logged-in user's own information. */
export default function UserCenterPage() {
  const { user, role, area, updateUser } = useShell();
  const photo = usePortrait(user?.photo);
  // The bound phone and whether this login verified it lately (更换手机号, 忘记原密码).
  const [legal, setLegal] = useState<LegalPhone | null>(null);
  const loadLegal = useCallback(() => void registerApi.legalPhone().then(setLegal, () => undefined), []);
  useEffect(loadLegal, [loadLegal]);
  // The header and this page show the new photo or phone from the server's own answer.
  const refreshUser = () => void fetchUserInfo().then((u) => updateUser?.(u), () => undefined);
  const phoneChanged = () => {
    refreshUser();
    loadLegal();
  };
  return (
    <div className="ks-card">
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }}>
        <Avatar size={64} src={photo || undefined} icon={photo ? undefined : <UserOutlined />} alt="用户头像" />
        <div>
          <h2 style={{ margin: 0 }}>{user?.userName ?? '—'}</h2>
          <span style={{ color: 'var(--ks-text-muted)' }}>{ROLE_LABELS[role]}</span>
        </div>
      </div>
      <Descriptions bordered column={1} size="middle" title="账号信息">
        <Descriptions.Item label="用户名称">{user?.userName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="用户编号">{user?.id ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="角色">{ROLE_LABELS[role]}</Descriptions.Item>
        {/* the company's name; an account of no enterprise (administrators, developers) has none */}
        <Descriptions.Item label="所属企业">{user?.enterpriseName || (user?.enterpriseId ? '—' : '无')}</Descriptions.Item>
        <Descriptions.Item label="手机号">{user?.phone || '未绑定'}</Descriptions.Item>
        <Descriptions.Item label="当前系统">{area.systemName}</Descriptions.Item>
      </Descriptions>
      <PortraitCard api={registerApi} photo={user?.photo ?? ''} onChanged={refreshUser} />
      <PasswordCard api={accountApi} />
      <SecretResetCard api={registerApi} legal={legal} />
      <PhoneCard api={registerApi} legal={legal} onChanged={phoneChanged} />
      <SessionCard api={sessionApi} />
    </div>
  );
}
