import { Button, Empty, Result, Spin } from 'antd';
import { AppstoreOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useShell } from '../../layout/ShellContext';
import { firstLeaf } from '../../menu/tree';
import { routeForMenu } from '../../menu/route-for-menu';
import { setActiveMenuId } from '../../session/session';

/**
 * What a menu that reaches this page lacks (issue 45 point 13a: it said a bare 页面配置中): its node
 * property names no page (src/menu/route-for-menu.ts), or it has none.
 */
export const noPageFor = (property: string): string =>
  property.trim() ? `该菜单的节点属性「${property.trim()}」没有对应的页面，暂时无法打开。` : '该菜单没有设置节点属性，暂时无法打开。';

/** To developers, how to fix it. */
export const DEVELOPER_FIX =
  '开发者：请在「系统配置」中把该节点的节点属性改为已有页面的类型（如 列表、详情、分析台、承诺书），或在 src/menu/route-for-menu.ts 的 PAGE_BY_PROPERTY 中为这个属性登记页面（docs/extending.md）。';

/**
 * /system/pageConfig: the default target of a menu node. With `?id=` it shows the node (its real
 * page configuration is built elsewhere); without one it is the system's welcome page.
 */
export default function PageConfigPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { area, menus, findMenu, role } = useShell();
  const id = params.get('id');

  if (!menus) {
    return (
      <div className="ks-card ks-page-loading">
        <Spin tip="加载中…">
          <div style={{ width: 120, height: 60 }} />
        </Spin>
      </div>
    );
  }
  if (id) {
    const node = findMenu(id);
    return (
      <div className="ks-card">
        {node ? (
          <Result icon={<SettingOutlined />} title={node.title} subTitle={noPageFor(node.nodeProperties)} extra={role === 'D' ? <p style={{ maxWidth: 640, margin: '0 auto', textAlign: 'left' }}>{DEVELOPER_FIX}</p> : <p>请联系平台管理员完成该菜单的配置。</p>} />
        ) : (
          <Empty description="未找到该菜单节点，请从左侧菜单重新选择" />
        )}
      </div>
    );
  }
  const first = firstLeaf(menus);
  return (
    <div className="ks-card">
      <Result
        icon={<AppstoreOutlined />}
        title={`欢迎使用${area.systemName}`}
        subTitle={first ? '请从左侧菜单选择要办理的业务' : '当前系统暂无可用菜单'}
        extra={
          first ? (
            <Button
              type="primary"
              onClick={() => {
                setActiveMenuId(first.id);
                navigate(routeForMenu(first, role));
              }}
            >
              进入「{first.title}」
            </Button>
          ) : null
        }
      />
    </div>
  );
}
