import type { FieldProps } from '../../core/registry';
import type { StandInLookProps } from './stand-in';
import { inputAria } from './a11y';

/**
 * The stand-in of an input-like field (number, date): one plain input in an antd-sized box with
 * the real component's placeholder and value text (stand-in.tsx swaps the real one in on use).
 */
export function InputLook({
  value,
  disabled,
  placeholder,
  activate,
  press,
  keyDown,
  inputMode,
  role,
  suffix,
  a11y,
}: Pick<FieldProps, 'value' | 'disabled' | 'a11y'> & StandInLookProps & { placeholder: string; inputMode?: 'numeric'; role?: 'spinbutton'; suffix?: 'calendar' }) {
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <div className={disabled ? 'ks-stand-in ks-stand-in-disabled' : 'ks-stand-in'} onPointerEnter={() => activate('hover')}>
      <input
        // the real input's id and aria: the label and message point at whichever is mounted
        {...inputAria(a11y)}
        // a new value (e.g. cleared by linkage) is a new default; typed text is read at the swap
        key={text}
        defaultValue={text}
        placeholder={placeholder}
        disabled={disabled}
        inputMode={inputMode}
        role={role}
        autoComplete="off"
        onFocus={() => activate('focus')}
        onMouseDown={press}
        onKeyDown={keyDown}
      />
      {suffix === 'calendar' && <span className="ks-stand-in-calendar" aria-hidden />}
    </div>
  );
}

/** The look of a date or date-time field before first use: its text or placeholder, and a calendar. */
export const CalendarLook = ({ item, placeholder, ...rest }: FieldProps & StandInLookProps & { placeholder?: string }) => (
  <InputLook {...rest} placeholder={placeholder ?? `请选择${item.name}`} suffix="calendar" />
);
