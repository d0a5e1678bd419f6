import { definePageKind } from '../define';
import { line, placeAnywhere, type ConfigProblem } from '../../config-problems';

/**
 * A calendar page: a list node's records as bookings of resources (rooms) on a day / week / month
 * calendar (docs/page-kinds/calendar.md). Its few rules are here rather than in a problems.ts.
 */

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/** The keys a calendar needs before it can draw anything, with their names in messages. */
export const CALENDAR_NEEDS = [
  ['node', '列表节点'],
  ['resource', '资源字段'],
  ['start', '开始时间字段'],
  ['end', '结束时间字段'],
] as const;

/** What a schema cannot see: the page's kind, one field for both times, a day that ends before it starts. */
function calendarRules(config: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!isObject(config)) return problems;
  const own = text(config.kind);
  if (own !== undefined && own !== 'calendar') problems.push(line('配置', `kind 为 ${own}，与页面类型 calendar 不一致`));
  const start = text(config.start);
  if (start !== undefined && start === text(config.end)) problems.push(line('结束时间字段', `不能与开始时间字段相同（${start}）`, undefined, 'end'));
  const dayStart = text(config.dayStart);
  const dayEnd = text(config.dayEnd);
  if (dayStart && dayEnd && dayEnd <= dayStart) problems.push(line('每日结束', `应晚于每日开始 ${dayStart}`, undefined, 'dayEnd'));
  return problems;
}

/** The keys still missing for the page to draw bookings (the designer's warning, the page's empty state). */
export function calendarMissing(config: unknown): string[] {
  const c = isObject(config) ? config : {};
  return CALENDAR_NEEDS.filter(([key]) => text(c[key]) === undefined).map(([, name]) => name);
}

export default definePageKind({
  label: '日历页面',
  hint: '按日、周、月显示一个列表的预约（如场地预约），每个场地一种颜色，点空闲时段新建预约',
  schema: 'CalendarConfig',
  opens: 'dashboard',
  suggestedBy: ['日历'],
  // Stored the moment it is created: valid without nodes; the page and the designer say what is missing.
  emptyConfig: (_nodeId, title) => ({ kind: 'calendar', title, slotMinutes: 15 }),
  place: (_config, c) => placeAnywhere(c),
  rules: calendarRules,
});
