import { useState } from 'react';
import { Button, DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldProps } from '../../core/registry';
import type { RealFieldProps } from '../shared/stand-in';
import { inputAria } from '../shared/a11y';
import { DATETIME_FORMAT, DATETIME_MINUTE_STEP } from '../../core/constants';

const toTime = (v: unknown): Dayjs | null => {
  if (typeof v !== 'string' || !v) return null;
  const d = dayjs(v);
  return d.isValid() ? d : null;
};

/**
 * The datetime field's edit component (loaded on first use by ../datetime.tsx): a calendar and a
 * time select in 15-minute steps (00:00 … 23:45), 回到今天 and 确定 (spec 000 §2 item 4). The day
 * must lie within the item's startDate/endDate; days outside are disabled in the calendar.
 */
export default function DateTimeInput({ item, value, onChange, onBlur, onFocus, disabled, placeholder, activation, a11y }: FieldProps & RealFieldProps & { placeholder?: string }) {
  // a press on its stand-in (stand-in.tsx) opens the calendar, as a press on the picker does
  const [open, setOpen] = useState(activation === 'press');
  const current = toTime(value);
  const [panel, setPanel] = useState<Dayjs>(() => current ?? dayjs());
  const min = item.startDate ? dayjs(item.startDate).startOf('day') : undefined;
  const max = item.endDate ? dayjs(item.endDate).endOf('day') : undefined;
  const now = dayjs();
  const todayAllowed = (!min || !now.isBefore(min, 'day')) && (!max || !now.isAfter(max, 'day'));

  /** Today, at the time already chosen (else 00:00); the calendar shows today's month. */
  const backToToday = () => {
    const time = current ?? now.startOf('day');
    const today = time.year(now.year()).month(now.month()).date(now.date());
    setPanel(today);
    onChange?.(today.format(DATETIME_FORMAT));
  };

  return (
    <DatePicker
      {...inputAria(a11y)}
      style={{ width: '100%' }}
      value={current}
      format={DATETIME_FORMAT}
      showTime={{ format: 'HH:mm', minuteStep: DATETIME_MINUTE_STEP }}
      showNow={false}
      needConfirm
      minDate={min}
      maxDate={max}
      open={open}
      onOpenChange={setOpen}
      pickerValue={panel}
      onPickerValueChange={(d) => setPanel(d)}
      onChange={(d) => onChange?.(d ? d.format(DATETIME_FORMAT) : undefined)}
      onBlur={onBlur}
      onFocus={onFocus}
      disabled={disabled}
      placeholder={placeholder ?? `请选择${item.name}`}
      renderExtraFooter={() => (
        <Button type="link" size="small" onClick={backToToday} disabled={!todayAllowed} title={todayAllowed ? undefined : '今天不在可选范围内'}>
          回到今天
        </Button>
      )}
    />
  );
}
