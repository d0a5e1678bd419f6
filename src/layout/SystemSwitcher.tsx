import { useState } from 'react';
import { Dropdown, Empty, Spin, type MenuProps } from 'antd';
import { CheckOutlined, SwapOutlined } from '@ant-design/icons';
import type { SystemSummary } from '../../schemas/system';
import { fetchSystems } from '../api/menu';
import type { CurrentArea } from '../session/session';

/** The header's system switcher; the list is fetched when the dropdown first opens. */
export function SystemSwitcher({ current, onSwitch }: { current: CurrentArea; onSwitch: (s: SystemSummary) => void }) {
  const [systems, setSystems] = useState<SystemSummary[] | null>(null);
  const [loading, setLoading] = useState(false);

  const load = (open: boolean) => {
    if (!open || systems || loading) return;
    setLoading(true);
    fetchSystems()
      .then(setSystems)
      .catch(() => setSystems([]))
      .finally(() => setLoading(false));
  };

  const items: MenuProps['items'] = (systems ?? []).map((s) => ({
    key: s.systemCoding,
    label: s.systemName,
    icon: s.systemCoding === current.systemCoding ? <CheckOutlined /> : <span className="ks-switch-blank" />,
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const s = systems?.find((x) => x.systemCoding === key);
    if (s && s.systemCoding !== current.systemCoding) onSwitch(s);
  };

  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={load}
      menu={{ items, onClick, selectedKeys: [current.systemCoding] }}
      popupRender={(menu) =>
        loading || !systems ? (
          <div className="ks-switch-pop">
            <Spin size="small" /> 加载中…
          </div>
        ) : systems.length === 0 ? (
          <div className="ks-switch-pop">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可切换的系统" />
          </div>
        ) : (
          menu
        )
      }
    >
      <button type="button" className="ks-system" title="切换系统">
        <span className="ks-system-name">{current.systemName}</span>
        <SwapOutlined />
      </button>
    </Dropdown>
  );
}
