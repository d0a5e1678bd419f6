import { Button, Empty, Result, Spin } from 'antd';
import { AppstoreOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useShell } from '../../layout/ShellContext';
import { firstLeaf } from '../../menu/tree';
import { routeForMenu } from '../../menu/route-for-menu';
import { setActiveMenuId } from '../../session/session';

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
          <Result icon={<SettingOutlined />} title={node.title} subTitle="页面配置中" />
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
