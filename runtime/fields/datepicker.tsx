import { defineFieldType } from './define';
import { ReadText } from './shared/read';
import { CalendarLook } from './shared/InputLook';

export default defineFieldType({
  type: 'datepicker',
  // rc-picker (and dayjs) load when somebody first uses a date field; read mode is text
  load: () => import('./heavy/DateInput'),
  look: CalendarLook,
  readPretty: ReadText,
  docs: {
    description: 'Date (yyyy-MM-dd). Typed input must start with a 4-digit year, at most 10 characters; with another date field as parentNode it cannot be earlier than that date.',
    value: "string 'YYYY-MM-DD'",
    example: { bianma: 'jssj', name: '结束时间', type: 'datepicker', parentNode: 'kssj', value: '2026-05-20' },
  },
});
