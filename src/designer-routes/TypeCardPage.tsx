import { useMemo } from 'react';
import { TypeCardManager } from '../../designer/type-cards/TypeCardManager';
import { BUILDERS, RoleGate } from './RoleGate';
import { createTypeCardApi, fetchTypeCardCounts } from './type-card-api';

/** /system/setTypeCard: 类型卡片配置 for administrators and developers (docs/type-cards.md). */
function TypeCards() {
  const api = useMemo(() => createTypeCardApi(), []);
  return (
    <div className="ks-card">
      <TypeCardManager api={api} fetchCounts={fetchTypeCardCounts} />
    </div>
  );
}

export default function TypeCardPage() {
  return (
    <RoleGate allow={BUILDERS}>
      <TypeCards />
    </RoleGate>
  );
}
