import { useCallback, useEffect, useState } from 'react';
import { App, Button, Input, Modal, Select, Space } from 'antd';
import type { CardStyle } from '../../schemas/list';
import type { StyleTemplate } from '../../schemas/style-template';
import { listColumns } from '../model/access';
import { useDesignerStore } from '../store/use-designer';
import { useStyleTemplateApi } from './api';
import applyCardStyle from './apply-card-style';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** 保存为样式模板 / 应用样式模板 under the card style panel (docs/style-templates.md). */
export function CardStyleTemplates({ style }: { style: CardStyle | undefined }) {
  const api = useStyleTemplateApi();
  const store = useDesignerStore();
  const { message } = App.useApp();
  const [templates, setTemplates] = useState<StyleTemplate[]>([]);
  const [picked, setPicked] = useState<number>();
  const [naming, setNaming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // read once per panel; a save reloads it
  const reload = useCallback(async () => {
    if (api) await api.list().then(setTemplates, (e: unknown) => void message.error(errorText(e)));
  }, [api, message]);
  useEffect(() => void reload(), [reload]);
  if (!api) return null;

  const save = async () => {
    if (!style || naming === null) return;
    setBusy(true);
    try {
      await api.save({ name: naming, style });
      message.success('样式模板已保存');
      setNaming(null);
      await reload();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const apply = () => {
    const t = templates.find((x) => x.id === picked);
    if (!t) return;
    store.run(applyCardStyle, { style: t.style });
    message.success(`已应用样式模板「${t.name}」`);
    // a template made on another list may name keys this list has no column for: they would print nothing
    const have = new Set((listColumns(store.getState().config) ?? []).map((c) => c.bianma ?? c.code));
    const missing = [t.style.titleKey, ...t.style.contents.map((c) => c.contentKey)].filter((k) => !have.has(k));
    if (missing.length) message.warning(`本列表没有这些字段的列：${[...new Set(missing)].join('、')}，请在卡片样式中改选`);
  };

  return (
    <div aria-label="样式模板" style={{ marginTop: 12 }}>
      <Space wrap>
        <Select
          aria-label="选择样式模板"
          placeholder="选择样式模板"
          style={{ width: 180 }}
          value={picked}
          options={templates.map((t) => ({ value: t.id, label: t.name }))}
          onChange={setPicked}
        />
        <Button size="small" disabled={picked === undefined} onClick={apply}>
          应用样式模板
        </Button>
        <Button size="small" disabled={!style} onClick={() => setNaming('')}>
          保存为样式模板
        </Button>
      </Space>
      <Modal title="保存为样式模板" open={naming !== null} okText="保存" cancelText="取消" confirmLoading={busy} onOk={() => void save()} onCancel={() => setNaming(null)}>
        <Input aria-label="模板名称" placeholder="请输入模板名称" maxLength={32} value={naming ?? ''} onChange={(e) => setNaming(e.target.value)} />
      </Modal>
    </div>
  );
}
