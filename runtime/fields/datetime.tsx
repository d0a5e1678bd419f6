import { defineFieldType } from './define';
import { ReadTime } from './shared/read';
import { CalendarLook } from './shared/InputLook';

export default defineFieldType({
  type: 'datetime',
  // rc-picker (and dayjs) load when somebody first uses the field; read mode is text
  load: () => import('./heavy/DateTimeInput'),
  look: CalendarLook,
  readPretty: ReadTime,
});
