import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Role } from '../../schemas/roles';
import { useShell } from '../layout/ShellContext';

/** Developer pages: systems, menus and page design (spec 000 §6). */
export const DEVELOPER_ONLY: readonly Role[] = ['D'];
/** Systems, menus and structures: administrators may build them too (spec 000 §1). */
export const BUILDERS: readonly Role[] = ['M', 'D'];

/** Whether a role may open a page for `allowed`; pure, so the rule is tested without a DOM. */
export const mayOpen = (role: Role, allowed: readonly Role[]): boolean => allowed.includes(role);

/**
 * The route guard of the configuration pages: other roles see a refusal instead of the page
 * (the server refuses their calls as well).
 */
export function RoleGate({ allow, children }: { allow: readonly Role[]; children: ReactNode }) {
  const { role } = useShell();
  const navigate = useNavigate();
  if (mayOpen(role, allow)) return <>{children}</>;
  return (
    <div className="ks-card">
      <Result
        status="403"
        title="无权访问"
        subTitle={allow.length === 1 ? '此页面仅对开发人员开放' : '此页面仅对管理员和开发人员开放'}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
