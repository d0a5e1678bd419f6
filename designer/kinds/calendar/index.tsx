import { Alert, Input, InputNumber, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { CalendarConfig } from '../../../schemas/page-kinds/calendar/config';
import { calendarMissing } from '../../../schemas/page-kinds/calendar';
import { kindCompiledErrors } from '../../../schemas/check-kind-config';
import { configProblems } from '../../../schemas/page-kinds';
import { CalendarPage } from '../../../runtime/pages/calendar/CalendarPage';
import { CalendarServicesProvider, type CalendarServices } from '../../../runtime/pages/calendar/calendar-services';
import { toStored } from '../../../runtime/pages/calendar/bookings';
import { commands } from '../../commands';
import { useDesignerState, useDesignerStore } from '../../store/use-designer';
import type { NodeConfig } from '../../store/types';
import { defineDesignerKind, type KindPreviewProps } from '../define';

type Key = 'title' | 'node' | 'formNode' | 'resource' | 'start' | 'end' | 'titleField' | 'dayStart' | 'dayEnd';

/** The text inputs of the canvas, in order, with what each asks for. */
const TEXT_INPUTS: readonly (readonly [Key, string, string])[] = [
  ['title', '页面标题', '如 场地预约日历'],
  ['node', '列表节点（菜单编号）', '预约记录所在的列表，如 trade-venue'],
  ['formNode', '表单节点（菜单编号）', '点空闲时段打开的表单，如 trade-venue-booking'],
  ['resource', '资源字段', '场地字段的编码，如 cdmc（选项或字典给出场地列表）'],
  ['start', '开始时间字段', '日期时间字段，如 kssj'],
  ['end', '结束时间字段', '日期时间字段，如 jssj'],
  ['titleField', '标题字段', '预约上显示的字段，如 xmmc'],
  ['dayStart', '每日开始（HH:mm）', '默认 08:00'],
  ['dayEnd', '每日结束（HH:mm）', '默认 20:00'],
];

const asObject = (config: NodeConfig) => config as unknown as Record<string, unknown>;

/** One undoable step per edit: the key set, or removed when emptied. */
function useCalendarEdit() {
  const store = useDesignerStore();
  return (key: string, value: string | number | null) => {
    const next = { ...asObject(store.getState().config) };
    if (value === null || value === '') delete next[key];
    else next[key] = value;
    // NodeConfig lists the form, list and chart shapes only; the calendar shape is checked by its schema.
    store.run(commands.replaceConfig, { config: next as unknown as NodeConfig });
  };
}

/** The palette: what a calendar is made of (its keys are edited on the canvas). */
function CalendarPalette() {
  return <Typography.Paragraph type="secondary">日历页面按日、周、月显示一个列表的预约；在右侧填写列表节点、表单节点和字段。</Typography.Paragraph>;
}

/** The canvas: one input per key, the missing keys and the problems above them. */
function CalendarCanvas({ problems }: { problems: { text: string }[] }) {
  const config = asObject(useDesignerState((s) => s.config));
  const edit = useCalendarEdit();
  const missing = calendarMissing(config);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="calendar-canvas">
      {missing.length > 0 && <Alert type="warning" showIcon message={`日历尚未配置：未选择${missing.join('、')}`} />}
      {problems.map((p) => (
        <Typography.Text key={p.text} type="danger" role="alert">
          {p.text}
        </Typography.Text>
      ))}
      {TEXT_INPUTS.map(([key, label, help]) => (
        <Space key={key} direction="vertical" style={{ width: '100%' }} size={2}>
          <label htmlFor={`calendar-${key}`}>{label}</label>
          <Input id={`calendar-${key}`} placeholder={help} value={typeof config[key] === 'string' ? String(config[key]) : ''} onChange={(e) => edit(key, e.target.value.trim())} />
        </Space>
      ))}
      <label htmlFor="calendar-slotMinutes">时间格（分钟，5 的倍数）</label>
      <InputNumber id="calendar-slotMinutes" min={5} max={60} step={5} value={typeof config.slotMinutes === 'number' ? config.slotMinutes : null} onChange={(v) => edit('slotMinutes', v)} />
    </Space>
  );
}

const at = (days: number, hour: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return toStored(d);
};

/** The preview's bookings: two rooms, one booking pending and one confirmed, today and tomorrow. */
function sampleServices(c: Record<string, unknown>): CalendarServices {
  const key = (k: string, fallback: string) => (typeof c[k] === 'string' ? String(c[k]) : fallback);
  const [resource, start, end, title] = [key('resource', 'room'), key('start', 'start'), key('end', 'end'), key('titleField', 'title')];
  return {
    resources: () => Promise.resolve([{ value: 'a', label: '示例场地一' }, { value: 'b', label: '示例场地二' }]),
    bookings: () =>
      Promise.resolve([
        { id: 's1', status: 'passed', [resource]: 'a', [start]: at(0, 9), [end]: at(0, 11), [title]: '示例项目（已确认）' },
        { id: 's2', status: 'submitted', [resource]: 'b', [start]: at(1, 14), [end]: at(1, 15), [title]: '示例项目（待审核）' },
      ]),
  };
}

/** The page as users get it, over sample bookings (the app reads the list node's records). */
function CalendarPreview({ config, nodeId }: KindPreviewProps) {
  const c = asObject(config);
  const services = useMemo(() => sampleServices(c), [c]);
  return (
    <CalendarServicesProvider value={services}>
      <CalendarPage node={{ nodeId }} config={c as unknown as CalendarConfig} unsaved />
    </CalendarServicesProvider>
  );
}

/** A calendar page: its nodes and fields edited as inputs, previewed over sample bookings. */
export default defineDesignerKind({
  kind: 'calendar',
  configSchema: CalendarConfig,
  Palette: CalendarPalette,
  Canvas: CalendarCanvas,
  Preview: CalendarPreview,
  previewModes: false,
  itemProblems: (config) => configProblems('calendar', config, kindCompiledErrors('CalendarConfig', config)),
});
