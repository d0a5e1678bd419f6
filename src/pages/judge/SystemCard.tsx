import { useId } from 'react';
import { Card, Tag } from 'antd';
import { AppstoreOutlined, RightOutlined } from '@ant-design/icons';
import type { SystemSummary } from '../../../schemas/system';
import './system-card.css';

interface Props {
  system: Pick<SystemSummary, 'systemName' | 'title' | 'systemCoding'>;
  /** the system the user is in now */
  current: boolean;
  onChoose: () => void;
}

/**
 * One system on /judge. The whole card takes a mouse click; keyboard and screen reader users get a
 * real button in the heading, named "进入" + the name it shows (label in name, WCAG 2.5.3: the
 * visible text is inside the name, and the short name and 当前 tag are its description). The system
 * code is for developers (系统配置), not shown to users here (issue 45 point 7).
 * A div with role="button" and an aria-label without the tags failed axe and took no focus.
 */
export function SystemCard({ system, current, onChoose }: Props) {
  const detailsId = useId();
  return (
    <Card hoverable className="ks-judge-card" onClick={onChoose}>
      <div className="ks-judge-icon" aria-hidden="true">
        <AppstoreOutlined />
      </div>
      <div className="ks-judge-text">
        <h3>
          <button
            type="button"
            className="ks-judge-enter"
            aria-label={`进入${system.systemName}`}
            aria-describedby={detailsId}
            onClick={(e) => {
              // the card's own click would choose the system a second time
              e.stopPropagation();
              onChoose();
            }}
          >
            {system.systemName}
          </button>
        </h3>
        <p id={detailsId}>
          <Tag color="blue">{system.title}</Tag>
          {current ? <Tag color="green">当前</Tag> : null}
        </p>
      </div>
      <RightOutlined className="ks-judge-arrow" aria-hidden="true" />
    </Card>
  );
}
