import { Alert, Button, Empty, Radio, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CalendarConfig } from '../../../schemas/page-kinds/calendar/config';
import { calendarMissing } from '../../../schemas/page-kinds/calendar';
import type { DashboardPageProps } from '../define';
import { useCalendarServices, type CalendarResource } from './calendar-services';
import { BOOKING_LOOKS, colourOf } from './bookings';
import './calendar.css';

// FullCalendar is loaded with the first calendar drawn: no other page's bundle holds it.
const CalendarView = lazy(() => import('./CalendarView'));

const ALL = '';

type Rooms = { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; list: CalendarResource[] };

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');

/** The legend: how a pending and a confirmed booking look. */
function Legend() {
  return (
    <Space size={16} aria-label="图例" role="group" wrap>
      {Object.entries(BOOKING_LOOKS).map(([look, { text }]) => (
        <span key={look} className="ks-cal-legend-item">
          <span className={`ks-cal-swatch ks-cal-swatch-${look}`} aria-hidden />
          {text}
        </span>
      ))}
    </Space>
  );
}

/**
 * A calendar page (page kind `calendar`, docs/page-kinds/calendar.md): the rooms as a switcher
 * (全部场地 and one per room, each its colour), a legend of the two looks, and the calendar itself
 * (CalendarView, FullCalendar, loaded on first use). Data and the form come from the services.
 */
export function CalendarPage({ node, config }: DashboardPageProps<CalendarConfig>) {
  const services = useCalendarServices();
  const title = config.title ?? node.title;
  const missing = calendarMissing(config);
  const [rooms, setRooms] = useState<Rooms>({ phase: 'loading' });
  const [room, setRoom] = useState(ALL);
  const [round, setRound] = useState(0);
  const ready = missing.length === 0;
  useEffect(() => {
    if (!ready) return;
    let live = true;
    setRooms({ phase: 'loading' });
    services
      .resources(config)
      .then((list) => live && setRooms({ phase: 'ready', list }))
      .catch((e: unknown) => live && setRooms({ phase: 'error', message: messageOf(e) }));
    return () => {
      live = false;
    };
    // the config object changes identity on every designer edit; its resource keys decide the rooms
  }, [services, ready, config.formNode, config.resource, config.node, round]); // eslint-disable-line react-hooks/exhaustive-deps

  let body;
  if (!ready) body = <Empty description={`日历尚未配置：未选择${missing.join('、')}`} />;
  else if (rooms.phase === 'loading') body = <Spin tip="场地加载中…"><div style={{ height: 120 }} /></Spin>;
  else if (rooms.phase === 'error') body = <Alert type="error" showIcon message={`场地加载失败：${rooms.message}`} action={<Button size="small" onClick={() => setRound((r) => r + 1)}>重新加载</Button>} />;
  else {
    const chosen = rooms.list.some((r) => r.value === room) ? room : ALL;
    body = (
      <>
        <Space className="ks-cal-bar" wrap size={[16, 8]}>
          {/* antd's group is a plain div: the role names the rooms as one choice to a screen reader */}
          <div role="radiogroup" aria-label="场地">
          <Radio.Group optionType="button" value={chosen} onChange={(e) => setRoom(String(e.target.value))}>
            <Radio.Button value={ALL}>全部场地</Radio.Button>
            {rooms.list.map((r) => (
              <Radio.Button key={r.value} value={r.value}>
                <span className="ks-cal-dot" style={{ background: colourOf(rooms.list, r.value) }} aria-hidden />
                {r.label}
              </Radio.Button>
            ))}
          </Radio.Group>
          </div>
          <Legend />
        </Space>
        <Suspense fallback={<Spin tip="日历加载中…"><div style={{ height: 240 }} /></Spin>}>
          <CalendarView config={config} resources={rooms.list} room={chosen === ALL ? undefined : chosen} />
        </Suspense>
      </>
    );
  }
  return (
    <section aria-label={title ?? '日历'} data-testid="calendar-page" className="ks-cal-page">
      {title && <Typography.Title level={4}>{title}</Typography.Title>}
      {body}
    </section>
  );
}
