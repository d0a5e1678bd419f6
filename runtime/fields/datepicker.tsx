import { defineFieldType } from './define';
import { ReadTime } from './shared/read';
import { CalendarLook } from './shared/InputLook';

export default defineFieldType({
  type: 'datepicker',
  // rc-picker (and dayjs) load when somebody first uses a date field; read mode is text
  load: () => import('./heavy/DateInput'),
  look: CalendarLook,
  readPretty: ReadTime,
});
