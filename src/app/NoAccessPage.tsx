import { Button } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { ROLE_LABELS, type Role } from '../../schemas/roles';
import { DEFAULT_HOME } from '../session/session';
import { LazyResult } from '../shared/LazyResult';

/** Who may use a page, in words: 管理员 / 管理员和开发者 … */
export const rolesInWords = (allow: readonly Role[]): string => allow.map((r) => ROLE_LABELS[r]).join('和');

/**
 * THE no-access page (issue 45 point 13a): every page a role may not use shows this, decided from
 * the route table before the page's own code loads (routes.tsx `roles`, RouteRoles), so no
 * administrators' screen is drawn and no call is made that the server would refuse.
 */
export function NoAccessPage({ allow }: { allow: readonly Role[] }) {
  const navigate = useNavigate();
  return (
    <div className="ks-card" data-testid="no-access">
      <LazyResult
        icon={<StopOutlined aria-hidden />}
        status="warning"
        title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>无权访问</h2>}
        subTitle={`您的账号没有使用此页面的权限：此页面仅对${rolesInWords(allow)}开放。如需使用，请联系平台管理员。`}
        extra={
          <Button type="primary" onClick={() => navigate(DEFAULT_HOME)}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
