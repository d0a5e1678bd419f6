import { createContext, useContext, type ReactNode } from 'react';
import { isVoidField, type Field } from '@formily/core';
import { observer, useField } from '@formily/react';
import { useFormColumnsContext } from '../../core/layout';
import { fieldFeedback, fieldIds } from '../../fields/shared/a11y';
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
 * another field. The input it holds arrives as new children at every keystroke (Formily's
 * ReactiveField renders decorator and input together); they pass through a context to a slot
 * inside the frame, so a keystroke re-renders the slot and the input, not the frame (its
 * reactive tracking of label, required, pattern and messages stays as it was).
 */
export function GridFormItem({ col, children }: { col?: number; children?: ReactNode }) {
  return (
    <ItemInput.Provider value={children}>
      <ItemFrame col={col} />
    </ItemInput.Provider>
  );
}

/** The input a GridFormItem holds, for its frame's slot. */
const ItemInput = createContext<ReactNode>(null);
function InputSlot() {
  return <>{useContext(ItemInput)}</>;
}
const INPUT_SLOT = <InputSlot />;

/** Label, asterisk, grid span and message of the field (memoised: it re-renders on their changes only). */
const ItemFrame = observer(function ItemFrame({ col }: { col?: number }) {
  const field = useField();
  const columns = useFormColumnsContext();
  const label = field.title;
  const { status, messages } = fieldFeedback(field);
  const feedback = joined(messages);
  const asterisk = !isVoidField(field) && (field as Field).required && field.pattern !== 'readPretty';
  // The same ids the input gets from fields/define.ts (label for=, aria-describedby=).
  const ids = fieldIds(field);
  const className = ['ant-formily-item', 'ant-formily-item-layout-vertical', status && `ant-formily-item-${status}`, feedback && 'ant-formily-item-feedback-has-text']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} style={{ gridColumn: `span ${columns.span(col)}` }}>
      {label && (
        <div className="ant-formily-item-label">
          {/* the input says "required" itself (aria-required); the star is for the eye */}
          {asterisk && <span className="ant-formily-item-asterisk" aria-hidden>*</span>}
          <label id={ids.label} htmlFor={field.pattern === 'readPretty' ? undefined : ids.input}>{label}</label>
        </div>
      )}
      <div className="ant-formily-item-control">
        {INPUT_SLOT}
        {feedback && <div id={ids.help} className={`ant-formily-item-help ant-formily-item-${status}-help`}>{feedback}</div>}
      </div>
    </div>
  );
});
