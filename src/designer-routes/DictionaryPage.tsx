import { useMemo } from 'react';
import { DictionaryManager } from '../../designer/dictionaries/DictionaryManager';
import { BUILDERS, RoleGate } from './RoleGate';
import { createDictionaryApi } from './dictionary-api';

/** /system/dictionaries: 字典管理 for administrators and developers (docs/dictionaries.md). */
function Dictionaries() {
  const api = useMemo(() => createDictionaryApi(), []);
  return (
    <div className="ks-card">
      <DictionaryManager api={api} />
    </div>
  );
}

export default function DictionaryPage() {
  return (
    <RoleGate allow={BUILDERS}>
      <Dictionaries />
    </RoleGate>
  );
}
