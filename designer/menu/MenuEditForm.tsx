import { useEffect, useState } from 'react';
import { Button, Form, Typography } from 'antd';
import type { EditMenuBody, StructureMenu } from '../../schemas/designer';
import { MenuFields, type IconChoices } from './menu-fields';

type Values = Pick<StructureMenu, 'title' | 'icon' | 'nodeProperties' | 'itShows' | 'disabled' | 'nodeSetFlag'>;

interface Props {
  menu: StructureMenu;
  icons: IconChoices;
  nodeProperties: readonly string[];
  onSave: (body: EditMenuBody) => Promise<boolean>;
}

/** Name, icon, node property, shown / disabled of the selected menu; saved by one edit call. */
export function MenuEditForm({ menu, icons, nodeProperties, onSave }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    form.setFieldsValue({ title: menu.title, icon: menu.icon || undefined, nodeProperties: menu.nodeProperties, itShows: menu.itShows === '否' ? '否' : '是', disabled: menu.disabled, nodeSetFlag: menu.nodeSetFlag });
  }, [form, menu]);
  const submit = async (v: Values) => {
    setSaving(true);
    try {
      await onSave({ id: menu.id, title: v.title.trim(), icon: v.icon ?? '', nodeProperties: v.nodeProperties ?? '', itShows: v.itShows === '否' ? '否' : '是', disabled: !!v.disabled, nodeSetFlag: !!v.nodeSetFlag });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} name="editMenu" layout="vertical" onFinish={submit} aria-label={`编辑菜单：${menu.title}`}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        编辑菜单
      </Typography.Title>
      <Typography.Paragraph type="secondary" copyable={{ text: menu.id }}>
        菜单 id：{menu.id}
      </Typography.Paragraph>
      <MenuFields icons={icons} nodeProperties={nodeProperties} full />
      <Button type="primary" htmlType="submit" loading={saving}>
        保存修改
      </Button>
    </Form>
  );
}
