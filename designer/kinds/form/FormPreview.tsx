import { App } from 'antd';
import { DynamicForm } from '../../../runtime/blocks/form/DynamicForm';
import type { KindPreviewProps } from '../define';

/** The form as users get it; 提交 only validates (a preview stores nothing). */
export function FormPreview({ config, mode, width, services, registry }: KindPreviewProps) {
  const { message } = App.useApp();
  return (
    <DynamicForm
      config={config}
      mode={mode}
      width={width}
      services={services}
      registry={registry}
      onSubmit={() => void message.success('预览：校验通过（预览不保存数据）')}
    />
  );
}
