import type { ReactNode } from 'react';
import { AutoComplete, Button, Form, Input, Radio, Select, Space, Switch } from 'antd';
import type { IconChoice } from '../../schemas/config-calls';
import type { RemoteChoices } from '../use-choices';

/** The icons a menu may carry (GET /ks/config/node/node-logos) and how the shell draws one. */
export interface IconChoices extends RemoteChoices<IconChoice> {
  render: (name: string) => ReactNode;
}

export const TITLE_RULES = [
  { required: true, whitespace: true, message: '请输入菜单名称' },
  { max: 64, message: '菜单名称长度不能超过 64 个字符' },
];

/** The icon select: the server's icons by their Chinese names, searchable by name or antd name. */
function IconField({ icons }: { icons: IconChoices }) {
  const loading = icons.items === null && !icons.error;
  const help = icons.error ? (
    <span>
      图标加载失败：{icons.error}
      <Button type="link" size="small" onClick={icons.retry}>
        重试
      </Button>
    </span>
  ) : undefined;
  return (
    <Form.Item name="icon" label="图标" validateStatus={icons.error ? 'warning' : undefined} help={help}>
      <Select
        allowClear
        showSearch
        loading={loading}
        placeholder={loading ? '图标加载中…' : '默认图标'}
        notFoundContent={icons.error ? '图标加载失败' : loading ? '图标加载中…' : '没有匹配的图标'}
        optionFilterProp="search"
        options={(icons.items ?? []).map(({ name, label }) => ({
          value: name,
          search: `${label} ${name}`,
          label: (
            <Space size={6}>
              {icons.render(name)}
              {label}
            </Space>
          ),
        }))}
      />
    </Form.Item>
  );
}

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
      <IconField icons={icons} />
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
