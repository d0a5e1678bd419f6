import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { splitRange } from './shared/date-range';
import { localDate } from '../core/local-time';

function ReadDateRange({ value }: FieldProps) {
  const pair = splitRange(value);
  return <span className="ks-read-text">{pair ? `${localDate(pair[0])} 至 ${localDate(pair[1])}` : '-'}</span>;
}

export default defineFieldType({
  type: 'daterange',
  // rc-picker (and dayjs) load when a form first shows a range in edit mode; read mode is text
  load: () => import('./heavy/DateRangeInput'),
  readPretty: ReadDateRange,
});
