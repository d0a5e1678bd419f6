import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import zhCn from '@fullcalendar/core/locales/zh-cn';
import type { DateSelectArg, DatesSetArg, EventClickArg, EventContentArg } from '@fullcalendar/core';
import { Alert, Button } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CalendarConfig } from '../../../schemas/page-kinds/calendar/config';
import { useCalendarServices, type CalendarRange, type CalendarResource, type CalendarRow } from './calendar-services';
import { BOOKING_LOOKS, nextFreeStart, rangeOf, slotValues, toEvents, type BookingEvent } from './bookings';

interface Props {
  config: CalendarConfig;
  resources: CalendarResource[];
  /** the chosen room's value; undefined: every room */
  room?: string;
}

type Loaded = { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; rows: CalendarRow[] };

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');

const MONTH = 'dayGridMonth';

/** A booking's face: its look in words (not by colour alone), its title and room. */
function BookingFace({ event, timeText }: EventContentArg) {
  const booking = event.extendedProps.booking as BookingEvent | undefined;
  // a selection being drawn (no booking behind it) shows its times
  if (!booking) return <div className="ks-cal-event-body">{timeText}</div>;
  return (
    <div className="ks-cal-event-body">
      <strong>{BOOKING_LOOKS[booking.look].text}</strong> <span>{booking.title}</span>
      {booking.room && <span className="ks-cal-event-room">{booking.room}</span>}
    </div>
  );
}

/**
 * FullCalendar (MIT plugins only: day grid, time grid, interaction) over the bookings of the
 * visible days: 日 / 周 / 月, 今天, the Chinese locale. A free slot (click or drag) opens the form
 * with the room and the times; a booking (click or Enter) opens its record; 新建预约 does the same
 * as a slot click from the keyboard (the next full hour of the shown day).
 */
export default function CalendarView({ config, resources, room }: Props) {
  const services = useCalendarServices();
  const calendar = useRef<FullCalendar>(null);
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!range) return;
    let live = true;
    setLoaded({ phase: 'loading' });
    services
      .bookings(config, range)
      .then((rows) => live && setLoaded({ phase: 'ready', rows }))
      .catch((e: unknown) => live && setLoaded({ phase: 'error', message: messageOf(e) }));
    return () => {
      live = false;
    };
  }, [services, config, range, round]);

  const events = useMemo(() => {
    const rows = loaded.phase === 'ready' ? loaded.rows : [];
    return toEvents(rows, config, resources, room).map((b) => ({
      id: b.id,
      title: b.title,
      start: b.start,
      end: b.end,
      classNames: ['ks-cal-event', `ks-cal-${b.look}`],
      borderColor: b.colour,
      backgroundColor: b.look === 'confirmed' ? b.colour : '#ffffff',
      textColor: b.look === 'confirmed' ? '#ffffff' : '#1f2937',
      extendedProps: { booking: b },
    }));
  }, [loaded, config, resources, room]);

  // Without a form there is nothing a slot could open: the calendar is read-only.
  const open = config.formNode ? services.openSlot : undefined;
  const onSelect = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    if (arg.view.type === MONTH) {
      // A day of the month view opens that day, where its slots are.
      arg.view.calendar.changeView('timeGridDay', arg.start);
      return;
    }
    open?.(config, slotValues(config, arg.start, arg.end, room));
  };
  const onDates = (arg: DatesSetArg) => {
    const next = rangeOf(arg.start, arg.end);
    setRange((old) => (old && old.from === next.from && old.to === next.to ? old : next));
  };
  const onEvent = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    services.openBooking?.(config, (arg.event.extendedProps.booking as BookingEvent).row);
  };
  const newBooking = () => {
    const api = calendar.current?.getApi();
    const start = nextFreeStart(api?.getDate() ?? new Date(), new Date(), config.dayStart);
    open?.(config, slotValues(config, start, start, room));
  };
  const step = config.slotMinutes ?? 15;
  const minutes = `00:${String(step).padStart(2, '0')}:00`;

  const shown = loaded.phase === 'ready' ? events.length : 0;
  return (
    <div className="ks-cal">
      <div className="ks-cal-status" aria-live="polite">
        {loaded.phase === 'loading' && range && <span>预约加载中…</span>}
        {loaded.phase === 'ready' && shown === 0 && <span>本时段暂无预约{open ? '，点击空闲时段可新建预约' : ''}</span>}
        {loaded.phase === 'ready' && shown > 0 && <span>本时段共 {shown} 个预约</span>}
      </div>
      {loaded.phase === 'error' && (
        <Alert type="error" showIcon message={`预约加载失败：${loaded.message}`} action={<Button size="small" onClick={() => setRound((r) => r + 1)}>重新加载</Button>} />
      )}
      {open && (
        <Button className="ks-cal-new" type="primary" onClick={newBooking}>
          新建预约
        </Button>
      )}
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        locale={zhCn}
        initialView="timeGridWeek"
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'timeGridDay,timeGridWeek,dayGridMonth' }}
        buttonText={{ prev: '上一页', next: '下一页' }}
        buttonHints={{ prev: '上一页', next: '下一页', today: '今天' }}
        viewHint="$0视图"
        navLinks={false}
        allDaySlot={false}
        nowIndicator
        height="auto"
        slotDuration={minutes}
        snapDuration={minutes}
        slotLabelInterval="01:00"
        slotMinTime={`${config.dayStart ?? '08:00'}:00`}
        slotMaxTime={`${config.dayEnd ?? '20:00'}:00`}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        selectable={Boolean(open)}
        selectOverlap={room === undefined}
        eventInteractive
        events={events}
        eventContent={BookingFace}
        select={onSelect}
        eventClick={onEvent}
        datesSet={onDates}
      />
    </div>
  );
}
