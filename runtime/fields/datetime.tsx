import { defineFieldType } from './define';
import { ReadText } from './shared/read';
import { CalendarLook } from './shared/InputLook';

export default defineFieldType({
  type: 'datetime',
  // rc-picker (and dayjs) load when somebody first uses the field; read mode is text
  load: () => import('./heavy/DateTimeInput'),
  look: CalendarLook,
  readPretty: ReadText,
  docs: {
    description:
      'Date and time (yyyy-MM-dd HH:mm): a calendar, a time select in 15-minute steps from 00:00, 回到今天 and 确定; startDate / endDate (yyyy-MM-dd) limit the days that may be chosen, and a value outside them is refused with 「<name>应在<start>至<end>之间」 (the server says the same).',
    value: "string 'YYYY-MM-DD HH:mm'",
    example: { bianma: 'kbsj', name: '开标时间', type: 'datetime', startDate: '2026-01-01', endDate: '2026-12-31', value: '2026-05-20 09:30' },
  },
});
