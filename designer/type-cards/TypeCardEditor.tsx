import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Input, Select, Space, Typography } from 'antd';
import { opNeedsValue, TYPE_CARD_ICONS, TYPE_CARD_OP_LABELS, TYPE_CARD_OPS, type TypeCardIcon, type TypeCardOp, type TypeCards } from '../../schemas/type-cards';
import type { IconChoice } from '../../schemas/config-calls';
import type { RemoteChoices } from '../use-choices';
import { unknownFieldMessage } from '../../schemas/type-card-problems';
import { TYPE_CARD_ICON_COMPONENTS } from '../../runtime/blocks/type-cards/icons';
import type { CardField } from './fields';
import * as edit from './edit-cards';

/** Only icons the runtime can draw are offered: another name would be refused at save. */
const drawable = (name: string): name is TypeCardIcon => (TYPE_CARD_ICONS as readonly string[]).includes(name);

export interface TypeCardEditorProps {
  row: TypeCards | undefined;
  fields: readonly CardField[];
  onChange: (row: TypeCards | undefined) => void;
  /** the icons POST /ks/config/group/group-icons offers */
  icons: RemoteChoices<IconChoice>;
}

/** The cards of one list: add, remove, reorder (上移/下移), label, icon, filter rows, show count. */
export function TypeCardEditor({ row, fields, onChange, icons }: TypeCardEditorProps) {
  const cards = row?.cards ?? [];
  const known = new Set(fields.map((f) => f.key));
  const iconsLoading = icons.items === null && !icons.error;
  const iconOptions = (icons.items ?? [])
    .filter((c) => drawable(c.name))
    .map(({ name, label }) => {
      const Icon = TYPE_CARD_ICON_COMPONENTS[name as TypeCardIcon];
      return { value: name, label: <span><Icon aria-hidden /> {label}</span> };
    });
  return (
    <div>
      {icons.error && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`图标加载失败：${icons.error}`}
          action={<Button size="small" onClick={icons.retry}>重试</Button>}
        />
      )}
      {cards.map((card, i) => {
        const name = `第 ${i + 1} 个卡片`;
        return (
          <Card key={i} size="small" style={{ marginBottom: 12 }} title={`${name}：${card.label}`} role="group" aria-label={name}>
            <Space wrap style={{ marginBottom: 8 }}>
              <Input aria-label={`${name}名称`} value={card.label} maxLength={16} onChange={(e) => row && onChange(edit.updateCard(row, i, { label: e.target.value }))} style={{ width: 140 }} />
              <Input aria-label={`${name}标识`} value={card.key} maxLength={32} onChange={(e) => row && onChange(edit.updateCard(row, i, { key: e.target.value.trim() }))} style={{ width: 120 }} />
              <Select
                aria-label={`${name}图标`}
                allowClear
                placeholder={iconsLoading ? '图标加载中…' : '图标'}
                loading={iconsLoading}
                notFoundContent={icons.error ? '图标加载失败' : '图标加载中…'}
                style={{ width: 140 }}
                value={card.icon}
                onChange={(icon: TypeCardIcon | undefined) => row && onChange(edit.updateCard(row, i, { icon }))}
                options={iconOptions}
              />
              <Checkbox checked={card.showCount ?? false} onChange={(e) => row && onChange(edit.updateCard(row, i, { showCount: e.target.checked }))}>
                显示数量
              </Checkbox>
              <Button aria-label={`${name}上移`} icon={<ArrowUpOutlined aria-hidden />} disabled={i === 0} onClick={() => row && onChange(edit.moveCard(row, i, -1))} />
              <Button aria-label={`${name}下移`} icon={<ArrowDownOutlined aria-hidden />} disabled={i === cards.length - 1} onClick={() => row && onChange(edit.moveCard(row, i, 1))} />
              <Button danger aria-label={`删除${name}`} icon={<DeleteOutlined aria-hidden />} onClick={() => row && onChange(edit.removeCard(row, i))} />
            </Space>
            {card.filter.length === 0 && <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>无筛选条件：显示全部记录</Typography.Paragraph>}
            {card.filter.map((c, j) => {
              const field = fields.find((f) => f.key === c.field);
              const rowName = `${name}第 ${j + 1} 个筛选条件`;
              const values = Array.isArray(c.value) ? c.value : c.value ? [c.value] : [];
              return (
                <div key={j} style={{ marginBottom: 8 }}>
                  <Space wrap>
                    <Select
                      aria-label={`${rowName}字段`}
                      style={{ width: 180 }}
                      value={c.field}
                      status={known.has(c.field) ? undefined : 'error'}
                      onChange={(f: string) => row && onChange(edit.updateCondition(row, i, j, { field: f, value: '' }))}
                      options={fields.map((f) => ({ value: f.key, label: `${f.label}（${f.key}）` }))}
                    />
                    <Select
                      aria-label={`${rowName}比较`}
                      style={{ width: 120 }}
                      value={c.op}
                      onChange={(op: TypeCardOp) => row && onChange(edit.updateCondition(row, i, j, { op, value: opNeedsValue(op) ? (op === 'in' ? values : (values[0] ?? '')) : undefined }))}
                      options={TYPE_CARD_OPS.map((op) => ({ value: op, label: TYPE_CARD_OP_LABELS[op] }))}
                    />
                    {opNeedsValue(c.op) &&
                      (field && field.options.length > 0 ? (
                        <Select
                          aria-label={`${rowName}取值`}
                          style={{ minWidth: 180 }}
                          mode={c.op === 'in' ? 'multiple' : undefined}
                          value={c.op === 'in' ? values : values[0]}
                          onChange={(v: string | string[]) => row && onChange(edit.updateCondition(row, i, j, { value: v }))}
                          options={field.options}
                        />
                      ) : (
                        <Input
                          aria-label={`${rowName}取值`}
                          placeholder={c.op === 'in' ? '多个值用逗号分隔' : '取值'}
                          style={{ width: 180 }}
                          value={values.join(',')}
                          onChange={(e) => row && onChange(edit.updateCondition(row, i, j, { value: e.target.value }))}
                        />
                      ))}
                    <Button aria-label={`删除${rowName}`} icon={<DeleteOutlined aria-hidden />} onClick={() => row && onChange(edit.removeCondition(row, i, j))} />
                  </Space>
                  {!known.has(c.field) && (
                    <Typography.Text type="danger" style={{ display: 'block' }}>
                      {unknownFieldMessage(c.field)}
                    </Typography.Text>
                  )}
                </div>
              );
            })}
            <Button size="small" icon={<PlusOutlined aria-hidden />} disabled={card.filter.length >= 5} onClick={() => row && onChange(edit.addCondition(row, i, fields[0]?.key ?? 'status'))}>
              添加筛选条件
            </Button>
          </Card>
        );
      })}
      <Button type="dashed" icon={<PlusOutlined aria-hidden />} disabled={cards.length >= 8} onClick={() => onChange(edit.addCard(row))}>
        添加卡片
      </Button>
    </div>
  );
}
