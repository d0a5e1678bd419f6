import { useMemo } from 'react';
import { BUILDERS, RoleGate } from '../../designer-routes/RoleGate';
import { useShell } from '../../layout/ShellContext';
import { createLevelRulesApi } from './level-rules-api';
import { LevelRulesEditor } from './LevelRulesEditor';

/** /credit/levelSetting: 等级设置 of the current system (docs/credit.md "等级设置"); M edits, D reads. */
function LevelSetting() {
  const { area, role } = useShell();
  const api = useMemo(() => createLevelRulesApi(), []);
  return (
    <div className="ks-card">
      <LevelRulesEditor key={area.systemCoding} api={api} systemCoding={area.systemCoding} canEdit={role === 'M'} />
    </div>
  );
}

export default function LevelSettingPage() {
  return (
    <RoleGate allow={BUILDERS}>
      <LevelSetting />
    </RoleGate>
  );
}
