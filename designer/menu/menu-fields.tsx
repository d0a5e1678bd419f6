import type { ReactNode } from 'react';
import { AutoComplete, Form, Input, Radio, Select, Space, Switch } from 'antd';

/** Icon names the shell can draw, and how to draw one (from src/layout). */
export interface IconChoices {
  names: readonly string[];
  render: (name: string) => ReactNode;
}

export const TITLE_RULES = [
  { required: true, whitespace: true, message: '请输入菜单名称' },
  { max: 64, message: '菜单名称长度不能超过 64 个字符' },
];

/** The inputs shared by the add dialog and the edit panel. */
export function MenuFields({ icons, nodeProperties, full }: { icons: IconChoices; nodeProperties: readonly string[]; full: boolean }) {
  return (
    <>
      <Form.Item name="title" label="菜单名称" rules={TITLE_RULES}>
        <Input maxLength={64} placeholder="例如 项目登记" />
      </Form.Item>
      <Form.Item name="nodeProperties" label="节点属性" extra="决定点击菜单打开的页面：列表、详情、动态列表…">
        <AutoComplete

          options={nodeProperties.map((p) => ({ value: p }))}
          filterOption={(input, o) => String(o?.value ?? '').includes(input)}
          placeholder="请选择或输入"
          allowClear
        />
      </Form.Item>
      <Form.Item name="icon" label="图标">
        <Select

          allowClear
          showSearch
          placeholder="默认图标"
          options={icons.names.map((n) => ({
            value: n,
            label: (
              <Space size={6}>
                {icons.render(n)}
                {n}
              </Space>
            ),
          }))}
          filterOption={(input, o) => String(o?.value ?? '').toLowerCase().includes(input.toLowerCase())}
        />
      </Form.Item>
      {full && (
        <>
          <Form.Item name="itShows" label="是否显示">
            <Radio.Group>
              <Radio value="是">是</Radio>
              <Radio value="否">否（隐藏）</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item name="disabled" label="停用" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="nodeSetFlag" label="可配置节点" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    </>
  );
}
