import { useContext } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'antd';
import { LazyResult } from '../../shared/LazyResult';
import { ShellContext } from '../../layout/ShellContext';

/** What the server answers for a node it cannot show (server/routes/nodes/index.ts). */
const NODE_MISSING = '节点不存在或无权访问';

/** A node page that could not be loaded: why, and a way to try again. */
export function PageLoadError({ message, onReload }: { message: string; onReload: () => void }) {
  const shell = useContext(ShellContext);
  const [params] = useSearchParams();
  // A menu the user sees whose node the server does not know: the menu has no page config yet
  // (issue 45 point 13a) — say so, and tell a developer how to fix it.
  const menu = message === NODE_MISSING ? (shell?.findMenu(params.get('id')) ?? null) : null;
  if (menu) {
    return (
      <div className="ks-card">
        <LazyResult
          status="info"
          title="该菜单还没有页面配置"
          subTitle={`「${menu.title}」已在菜单中，但还没有保存页面配置，暂时无法打开。`}
          extra={
            <p style={{ maxWidth: 640, margin: '0 auto' }}>
              {shell?.role === 'D' ? '开发者：请点击左侧菜单中该节点的齿轮（节点配置），在「页面设计」中为它保存一份页面配置。' : '请联系平台管理员完成该菜单的配置。'}
            </p>
          }
        />
      </div>
    );
  }
  return (
    <div className="ks-card">
      <LazyResult status="warning" title="页面加载失败" subTitle={message} extra={<Button onClick={onReload}>重新加载</Button>} />
    </div>
  );
}
