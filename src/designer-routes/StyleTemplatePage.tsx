import { useMemo } from 'react';
import { StyleTemplateManager } from '../../designer/style-templates/StyleTemplateManager';
import { BUILDERS, RoleGate } from './RoleGate';
import { createStyleTemplateApi } from './style-template-api';

/** /system/styleTemplate: 样式模板 for administrators and developers (docs/style-templates.md). */
function StyleTemplates() {
  const api = useMemo(() => createStyleTemplateApi(), []);
  return (
    <div className="ks-card">
      <StyleTemplateManager api={api} />
    </div>
  );
}

export default function StyleTemplatePage() {
  return (
    <RoleGate allow={BUILDERS}>
      <StyleTemplates />
    </RoleGate>
  );
}
