import { Input } from 'antd';
import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { valueAfterBlur } from '../core/rules';
import { ReadText } from './shared/read';
import { inputAria } from './shared/a11y';

/** Single-line text; a value failing the item's regex is cleared on blur (spec 002 §5). */
export function TextInput({ item, value, onChange, onBlur, onFocus, disabled, maxLength, placeholder, a11y }: FieldProps & { maxLength?: number; placeholder?: string }) {
  return (
    <Input
      {...inputAria(a11y)}
      value={typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)}
      onChange={(e) => onChange?.(e.target.value)}
      onFocus={onFocus}
      onBlur={(e) => {
        if (valueAfterBlur(item, value) === undefined && value) onChange?.('');
        onBlur?.(e);
      }}
      disabled={disabled}
      maxLength={maxLength}
      allowClear
      placeholder={placeholder ?? `请输入${item.name}`}
    />
  );
}

export default defineFieldType({
  type: 'text',
  component: TextInput,
  readPretty: ReadText,
});
