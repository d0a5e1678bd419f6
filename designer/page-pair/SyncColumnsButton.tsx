import { useState } from 'react';
import { App, Button } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import type { FormConfig } from '../../schemas/form';
import { pageKind } from '../../schemas/page-kinds';
import { commands } from '../commands';
import { formItems } from '../model/access';
import { useDesignerStore } from '../store/use-designer';
import { useDesignerApi } from './api-context';

/**
 * 从表单同步列: reads the list's detail form as saved and makes its fields the list's columns
 * (one undo step; other columns stay). For a page pair made before the form had fields.
 */
export function SyncColumnsButton({ formNodeId }: { formNodeId: string | undefined }) {
  const api = useDesignerApi();
  const store = useDesignerStore();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!api || !formNodeId) return null;
  const sync = async () => {
    setBusy(true);
    try {
      const node = await api.loadNode(formNodeId);
      const items = node && pageKind(node.kind)?.opens === 'detail' ? formItems(node.config as FormConfig) : [];
      if (!items.length) return void message.warning('详情表单还没有字段，请先设计并保存表单');
      const before = store.getState().config;
      store.run(commands.syncColumnsFromForm, { items });
      message.success(store.getState().config === before ? '列已与表单一致' : '已从表单同步列');
    } catch {
      // the API client has shown the reason
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<SyncOutlined aria-hidden />} loading={busy} onClick={() => void sync()}>
      从表单同步列
    </Button>
  );
}
