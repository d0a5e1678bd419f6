import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Input, InputNumber, Radio, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import type { ChartPanel } from '../../../schemas/page-kinds/chart/config';
import { CHART_TYPE_TRAITS, CHART_TYPES, TIME_UNITS, chartTraits, type ChartType, type TimeUnit } from '../../../schemas/page-kinds/chart/chart-types';
import { groupedBy, groupedByTime, measuredBy, withChart, withSource } from './panel-edit';
import { RECORD_FIELDS, useSourceFields, type SourceNode } from './use-sources';

// Status and dates are not numbers: a sum is offered over the node's own fields only.
const RECORD_CODES = new Set(RECORD_FIELDS.map((f) => f.code));

export interface PanelEditorProps {
  panel: ChartPanel;
  index: number;
  count: number;
  sources: SourceNode[];
  problems: string[];
  onChange: (panel: ChartPanel, prop: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** A label tied to its input by id, so every control has a name (docs/accessibility.md). */
function Labeled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="ks-chart-edit-row">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

const typeOptions = CHART_TYPES.map((t) => ({ value: t, label: CHART_TYPE_TRAITS[t].label }));
const unitOptions = (Object.keys(TIME_UNITS) as TimeUnit[]).map((u) => ({ value: u, label: TIME_UNITS[u] }));

/** One panel's inputs: title, chart type, width, data node, grouping, measure, top N; 上移 / 下移 / 删除. */
export function PanelEditor({ panel, index, count, sources, problems, onChange, onMove, onRemove }: PanelEditorProps) {
  const fields = useSourceFields(panel.source.gnCoding);
  const fieldOptions = fields.map((f) => ({ value: f.code, label: `${f.name}（${f.code}）` }));
  const id = (what: string) => `chart-${index}-${what}`;
  const traits = chartTraits(panel.chart);
  const byTime = panel.source.timeField !== undefined || panel.source.timeUnit !== undefined;
  const sum = typeof panel.source.measure === 'object' ? panel.source.measure.sum : undefined;
  const sourceOptions = sources.map((s) => ({ value: s.nodeId, label: `${s.title}（${s.nodeId}）` }));
  if (!sources.some((s) => s.nodeId === panel.source.gnCoding)) sourceOptions.push({ value: panel.source.gnCoding, label: panel.source.gnCoding });

  return (
    <Card
      size="small"
      data-testid={`chart-edit-${index}`}
      title={`第 ${index + 1} 个面板`}
      extra={
        <Space size={4}>
          <Button size="small" icon={<ArrowUpOutlined aria-hidden />} aria-label={`上移第 ${index + 1} 个面板`} disabled={index === 0} onClick={() => onMove(index - 1)} />
          <Button size="small" icon={<ArrowDownOutlined aria-hidden />} aria-label={`下移第 ${index + 1} 个面板`} disabled={index === count - 1} onClick={() => onMove(index + 1)} />
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`删除第 ${index + 1} 个面板`} onClick={onRemove} />
        </Space>
      }
    >
      <Labeled id={id('title')} label="标题">
        <Input id={id('title')} value={panel.title} maxLength={64} onChange={(e) => onChange({ ...panel, title: e.target.value }, 'title')} />
      </Labeled>
      <Labeled id={id('chart')} label="图表类型">
        <Select id={id('chart')} value={panel.chart} options={typeOptions} onChange={(v: ChartType) => onChange(withChart(panel, v), 'chart')} />
      </Labeled>
      <Labeled id={id('col')} label="宽度（24 栅格）">
        <InputNumber id={id('col')} min={1} max={24} value={panel.col ?? 12} onChange={(v) => onChange({ ...panel, col: v ?? undefined }, 'col')} />
      </Labeled>
      <Labeled id={id('source')} label="数据节点">
        <Select id={id('source')} showSearch optionFilterProp="label" value={panel.source.gnCoding} options={sourceOptions} onChange={(v: string) => onChange(withSource(panel, { gnCoding: v }), 'source')} />
      </Labeled>
      {traits?.grouped && (
        <>
          <Radio.Group
            aria-label="分组方式"
            value={byTime ? 'time' : 'field'}
            onChange={(e) => onChange(e.target.value === 'time' ? groupedByTime(panel, undefined, 'year') : groupedBy(panel, undefined), 'grouping')}
            options={[{ value: 'field', label: '按字段分组' }, { value: 'time', label: '按时间分组' }]}
          />
          {byTime ? (
            <>
              <Labeled id={id('timeField')} label="时间字段">
                <Select id={id('timeField')} showSearch optionFilterProp="label" value={panel.source.timeField} options={fieldOptions} placeholder="选择日期字段" onChange={(v: string) => onChange(groupedByTime(panel, v, panel.source.timeUnit ?? 'year'), 'timeField')} />
              </Labeled>
              <Labeled id={id('timeUnit')} label="时间单位">
                <Select id={id('timeUnit')} value={panel.source.timeUnit ?? 'year'} options={unitOptions} onChange={(v: TimeUnit) => onChange(groupedByTime(panel, panel.source.timeField, v), 'timeUnit')} />
              </Labeled>
            </>
          ) : (
            <Labeled id={id('groupBy')} label="分组字段">
              <Select id={id('groupBy')} showSearch optionFilterProp="label" value={panel.source.groupBy} options={fieldOptions} placeholder="选择分组字段" onChange={(v: string) => onChange(groupedBy(panel, v), 'groupBy')} />
            </Labeled>
          )}
          <Labeled id={id('top')} label="只显示前 N 项">
            <InputNumber id={id('top')} min={1} max={100} value={panel.source.top} placeholder="全部" onChange={(v) => onChange(withSource(panel, { top: v ?? undefined }), 'top')} />
          </Labeled>
        </>
      )}
      <Labeled id={id('measure')} label="统计值">
        <Select
          id={id('measure')}
          allowClear
          placeholder="记录数"
          value={sum}
          options={fieldOptions.filter((f) => !RECORD_CODES.has(f.value)).map((f) => ({ ...f, label: `求和：${f.label}` }))}
          onChange={(v: string | undefined) => onChange(measuredBy(panel, v), 'measure')}
        />
      </Labeled>
      {problems.length > 0 && (
        <ul className="ks-chart-edit-problems" role="list">
          {problems.map((p) => <li key={p}>{p}</li>)}
        </ul>
      )}
    </Card>
  );
}
