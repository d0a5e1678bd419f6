import { Input } from 'antd';
import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { valueAfterBlur } from '../core/rules';
import { ReadText } from './shared/read';
import { inputAria } from './shared/a11y';

/** Multi-line text with a character count when maxLength is set. */
function TextArea({ item, value, onChange, onBlur, onFocus, disabled, maxLength, placeholder, a11y }: FieldProps & { maxLength?: number; placeholder?: string }) {
  return (
    <Input.TextArea
      {...inputAria(a11y)}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange?.(e.target.value)}
      onFocus={onFocus}
      onBlur={(e) => {
        if (valueAfterBlur(item, value) === undefined && value) onChange?.('');
        onBlur?.(e);
      }}
      disabled={disabled}
      maxLength={maxLength}
      showCount={!!maxLength}
      autoSize={{ minRows: 3, maxRows: 8 }}
      placeholder={placeholder ?? `请输入${item.name}`}
    />
  );
}

/** Keeps line breaks in read mode. */
function ReadTextArea(props: FieldProps) {
  return <div style={{ whiteSpace: 'pre-wrap' }}><ReadText {...props} /></div>;
}

export default defineFieldType({
  type: 'textarea',
  component: TextArea,
  readPretty: ReadTextArea,
});
