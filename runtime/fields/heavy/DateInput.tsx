import { useEffect, useRef } from 'react';
import { DatePicker, message } from 'antd';
import dayjs from 'dayjs';
import { MSG } from '../../core/constants';
import type { FieldProps } from '../../core/registry';
import type { RealFieldProps } from '../shared/stand-in';
import { inputAria } from '../shared/a11y';
import { DATE_FORMAT, DATE_INPUT_MAX_LENGTH, isDateTextStartOk } from '../../core/rules';

const toDay = (v: unknown) => (typeof v === 'string' && v ? dayjs(v) : null);

/**
 * The datepicker field's edit component (loaded lazily by ../datepicker.tsx: rc-picker is large).
 * A date 'YYYY-MM-DD'. Typed text must begin with a 4-digit year (else 日期格式有误，请重新输入) and
 * is at most 10 characters (spec 000 §5). With a parent date (minDate, set by a field reaction)
 * earlier days cannot be picked and the calendar opens at the parent's month.
 */
export default function DateInput({ item, value, onChange, onBlur, onFocus, disabled, minDate, placeholder, activation, a11y }: FieldProps & RealFieldProps & { placeholder?: string }) {
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // rc-picker does not forward maxLength to its input, so set the attribute on the element.
    wrapper.current?.querySelector('input')?.setAttribute('maxlength', String(DATE_INPUT_MAX_LENGTH));
  }, []);
  const min = toDay(minDate) ?? undefined;
  return (
    <span
      ref={wrapper}
      style={{ display: 'block' }}
      onChange={(e) => {
        const input = e.target as HTMLInputElement;
        if (input.tagName === 'INPUT' && !isDateTextStartOk(input.value)) {
          void message.warning({ content: MSG.dateFormat, key: 'ks-date-format' });
        }
      }}
    >
      <DatePicker
        {...inputAria(a11y)}
        style={{ width: '100%' }}
        value={toDay(value)}
        format={DATE_FORMAT}
        onChange={(d) => onChange?.(d ? d.format(DATE_FORMAT) : undefined)}
        onBlur={onBlur}
        onFocus={onFocus}
        disabled={disabled}
        minDate={min}
        defaultPickerValue={min}
        placeholder={placeholder ?? `请选择${item.name}`}
        // a press on its stand-in (stand-in.tsx) opens the calendar, as a press on the picker does
        defaultOpen={activation === 'press'}
      />
    </span>
  );
}
