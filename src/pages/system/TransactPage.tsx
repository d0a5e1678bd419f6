import { Alert, Badge, Button, Card, Empty, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuItem, SystemSummary } from '../../../schemas/system';
import { fetchMainMenus, fetchSystems } from '../../api/menu';
import { messagesApi } from '../../api/messages';
import { useShell } from '../../layout/ShellContext';
import { routeForMenu } from '../../menu/route-for-menu';
import { businessEntries, type EntryGroup } from './transact-entries';

interface SystemEntries {
  system: SystemSummary;
  todoCount: number;
  groups: EntryGroup[];
}

/**
 * 业务办理 (/system/transact, user dropdown): every business page the user may open, in every
 * system, grouped by system and menu group, with each system's todo count. A click enters the
 * system when it is another one and opens the page, as its menu would.
 */
export default function TransactPage() {
  const { area, role, switchSystem } = useShell();
  const navigate = useNavigate();
  const [systems, setSystems] = useState<SystemEntries[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    (async () => {
      const [list, todos] = await Promise.all([fetchSystems(), messagesApi.systems().catch(() => [])]);
      const trees = await Promise.all(list.map((s) => fetchMainMenus(s.systemCoding).catch((): MenuItem[] => [])));
      return list.map((system, i) => ({
        system,
        todoCount: todos.find((t) => t.systemCoding === system.systemCoding)?.todoCount ?? 0,
        groups: businessEntries(trees[i]),
      }));
    })().then(
      (s) => alive && setSystems(s),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, []);

  const open = (system: SystemSummary, item: MenuItem) => {
    const path = routeForMenu(item, role);
    if (system.systemCoding === area.systemCoding || !switchSystem) navigate(path);
    else switchSystem(system, path);
  };

  if (failed) return <Alert type="error" showIcon message="业务列表加载失败，请刷新页面后重试" />;
  if (!systems) return <Spin tip="加载中…" style={{ display: 'block', margin: '48px auto' }} />;
  const shown = systems.filter((s) => s.groups.length > 0);
  if (shown.length === 0) return <Empty description="暂无可办理的业务" />;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="transact">
      {shown.map(({ system, todoCount, groups }) => (
        <Card
          key={system.systemCoding}
          title={
            <Space>
              <h2 style={{ fontSize: 16, margin: 0 }}>{system.systemName}</h2>
              {todoCount > 0 && <Badge count={todoCount} overflowCount={99} title={`待办 ${todoCount} 条`} />}
            </Space>
          }
          extra={system.systemCoding === area.systemCoding ? '当前系统' : null}
        >
          {groups.map((g) => (
            <div key={g.key} style={{ marginBottom: 8 }}>
              {g.title && <h3 style={{ fontSize: 14, margin: '4px 0' }}>{g.title}</h3>}
              <Space wrap>
                {g.items.map((item) => (
                  <Button key={item.id} onClick={() => open(system, item)}>
                    {item.title}
                  </Button>
                ))}
              </Space>
            </div>
          ))}
        </Card>
      ))}
    </Space>
  );
}
