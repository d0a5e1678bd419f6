import { defineFieldType } from '../core/registry';
import { ReadText } from './shared/read';
import { lazyField } from './shared/lazy-field';

// rc-picker (and dayjs) load when a form first shows a date in edit mode; read mode is text.
const DateInput = lazyField(() => import('./heavy/DateInput'));

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
