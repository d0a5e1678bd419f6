import { Button, Divider, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CARD_WIDTHS } from '../../schemas/list';
import { commands } from '../commands';
import { cardStyleOf, listColumns } from '../model/access';
import { cardIssues } from '../model/issues';
import { useDesignerState, useDesignerStore } from '../store/use-designer';
import { CardStyleTemplates } from '../style-templates/CardStyleTemplates';
import { NumberProp, SelectProp, TextProp } from './controls';

const WIDTH_LABELS: Record<(typeof CARD_WIDTHS)[number], string> = { '100%': '100%（每行一张）', '50%': '50%（每行两张）', '33.3%': '33.3%（每行三张）' };

/** How a card list draws a record: title key and font, card width, and the content lines. */
export function CardStylePanel() {
  const store = useDesignerStore();
  const config = useDesignerState((s) => s.config);
  const style = cardStyleOf(config);
  const issues = cardIssues(config);
  const keys = (listColumns(config) ?? []).map((c) => ({ value: c.bianma ?? c.code, label: `${c.name}（${c.bianma ?? c.code}）` }));
  const fontSize = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return (
    <div className="ks-prop-form" aria-label="卡片样式">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        卡片样式
      </Typography.Title>
      <SelectProp label="标题字段" value={style?.titleKey || undefined} options={keys} error={issues.titleKey} onChange={(v) => store.run(commands.updateCardStyleProp, { key: 'titleKey', value: v })} />
      <NumberProp label="标题字号" value={fontSize(style?.titleFontSize)} min={8} max={72} error={issues.titleFontSize} onChange={(v) => store.run(commands.updateCardStyleProp, { key: 'titleFontSize', value: v })} />
      <TextProp label="标题字形" value={style?.titleFontStyle} placeholder="normal / bold / italic" onChange={(v) => store.run(commands.updateCardStyleProp, { key: 'titleFontStyle', value: v })} />
      <SelectProp label="卡片宽度" value={style?.width} options={CARD_WIDTHS.map((w) => ({ value: w, label: WIDTH_LABELS[w] }))} error={issues.width} onChange={(v) => store.run(commands.updateCardStyleProp, { key: 'width', value: v })} />
      <Divider orientation="left" plain>
        内容行
      </Divider>
      {(style?.contents ?? []).map((line, i, all) => (
        <div key={i} className="ks-card-line">
          <SelectProp label={`第 ${i + 1} 行字段`} value={line.contentKey || undefined} options={keys} error={line.contentKey ? undefined : '请选择字段'} onChange={(v) => store.run(commands.updateCardLine, { index: i, key: 'contentKey', value: v })} />
          <Space>
            <NumberProp label={`第 ${i + 1} 行字号`} value={fontSize(line.fontSize)} min={8} max={72} onChange={(v) => store.run(commands.updateCardLine, { index: i, key: 'fontSize', value: v })} />
            <TextProp label={`第 ${i + 1} 行颜色`} value={line.color} placeholder="#333" onChange={(v) => store.run(commands.updateCardLine, { index: i, key: 'color', value: v })} />
          </Space>
          <Space size={0}>
            <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`上移第 ${i + 1} 行`} disabled={i === 0} onClick={() => store.run(commands.moveCardLine, { from: i, to: i - 1 })} />
            <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={`下移第 ${i + 1} 行`} disabled={i === all.length - 1} onClick={() => store.run(commands.moveCardLine, { from: i, to: i + 1 })} />
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除第 ${i + 1} 行`} onClick={() => store.run(commands.removeCardLine, { index: i })} />
          </Space>
        </div>
      ))}
      <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => store.run(commands.addCardLine, { line: { contentKey: keys[0]?.value ?? '' } })}>
        添加内容行
      </Button>
      <CardStyleTemplates style={style} />
    </div>
  );
}
