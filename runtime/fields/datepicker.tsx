import { defineFieldType } from './define';
import { ReadText } from './shared/read';
import type { FieldProps } from '../core/registry';
import { InputLook } from './shared/InputLook';
import type { StandInLookProps } from './shared/stand-in';

type DateProps = FieldProps & { placeholder?: string };

/** The date's look before first use: the same box, 'YYYY-MM-DD' text or placeholder, a calendar. */
const DateLook = ({ item, placeholder, ...rest }: DateProps & StandInLookProps) => (
  <InputLook {...rest} placeholder={placeholder ?? `请选择${item.name}`} suffix="calendar" />
);

export default defineFieldType({
  type: 'datepicker',
  // rc-picker (and dayjs) load when somebody first uses a date field; read mode is text
  load: () => import('./heavy/DateInput'),
  look: DateLook,
  readPretty: ReadText,
  docs: {
    description: 'Date (yyyy-MM-dd). Typed input must start with a 4-digit year, at most 10 characters; with another date field as parentNode it cannot be earlier than that date.',
    value: "string 'YYYY-MM-DD'",
    example: { bianma: 'jssj', name: '结束时间', type: 'datepicker', parentNode: 'kssj', value: '2026-05-20' },
  },
});
