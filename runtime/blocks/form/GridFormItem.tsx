import type { ReactNode } from 'react';
import { isVoidField, type Field } from '@formily/core';
import { observer, useField } from '@formily/react';
import { useFormColumnsContext } from '../../core/layout';
import './form.css';

/** The messages of the failing rules in one line, as @formily/antd-v5 showed them. */
const joined = (messages: readonly string[]): string => messages.filter(Boolean).join(', ');

/**
 * The x-decorator 'FormItem': label, required asterisk and feedback text of one field, placed in
 * the section's CSS grid by `grid-column: span N` (N from layout.ts for the window width).
 *
 * It replaces @formily/antd-v5's FormItem, which measures its label after mount (one
 * requestAnimationFrame + two getBoundingClientRect per field: N forced layouts) and runs antd's
 * CSS-in-JS hooks per field, and the per-field antd `Col`. The class names are @formily/antd-v5's
 * (`ant-formily-item`, `-label`, `-control`, `-error`, `-help`, `-asterisk`), which tests, hosts
 * (scroll to `.ant-formily-item-error`) and the designer rely on; form.css styles them.
 *
 * An observer of its own field only: typing re-renders this item when its message changes, never
 * another field.
 */
export const GridFormItem = observer(function GridFormItem({ col, children }: { col?: number; children?: ReactNode }) {
  const field = useField();
  const columns = useFormColumnsContext();
  const label = field.title;
  let status: 'error' | 'warning' | '' = '';
  let feedback = '';
  let asterisk = false;
  if (!isVoidField(field)) {
    const f = field as Field;
    if (!f.validating) {
      if (f.selfErrors.length) [status, feedback] = ['error', joined(f.selfErrors)];
      else if (f.selfWarnings.length) [status, feedback] = ['warning', joined(f.selfWarnings)];
    }
    asterisk = f.required && f.pattern !== 'readPretty';
  }
  const className = ['ant-formily-item', 'ant-formily-item-layout-vertical', status && `ant-formily-item-${status}`, feedback && 'ant-formily-item-feedback-has-text']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} style={{ gridColumn: `span ${columns.span(col)}` }}>
      {label && (
        <div className="ant-formily-item-label">
          {asterisk && <span className="ant-formily-item-asterisk">*</span>}
          <label>{label}</label>
        </div>
      )}
      <div className="ant-formily-item-control">
        {children}
        {feedback && <div className={`ant-formily-item-help ant-formily-item-${status}-help`}>{feedback}</div>}
      </div>
    </div>
  );
});
