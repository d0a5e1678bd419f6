import { defineFieldType } from '../core/registry';
import { ReadText } from './shared/read';
import type { FieldProps } from '../core/registry';
import { InputLook } from './shared/InputLook';
import { standInField, type StandInLookProps } from './shared/stand-in';

type DateProps = FieldProps & { placeholder?: string };

/** The date's look before first use: the same box, 'YYYY-MM-DD' text or placeholder, a calendar. */
const DateLook = ({ item, placeholder, ...rest }: DateProps & StandInLookProps) => (
  <InputLook {...rest} placeholder={placeholder ?? `请选择${item.name}`} suffix="calendar" />
);

// rc-picker (and dayjs) load when somebody first uses a date field (stand-in.tsx); read mode is text.
const DateInput = standInField<DateProps>(() => import('./heavy/DateInput'), DateLook);

export default defineFieldType({
  type: 'datepicker',
  component: DateInput,
  readPretty: ReadText,
  valueType: 'string',
  docs: {
    description: 'Date (yyyy-MM-dd). Typed input must start with a 4-digit year, at most 10 characters; with another date field as parentNode it cannot be earlier than that date.',
    value: "string 'YYYY-MM-DD'",
    example: { bianma: 'jssj', name: '结束时间', type: 'datepicker', parentNode: 'kssj', value: '2026-05-20' },
  },
});
