import { useEffect, type RefObject } from 'react';
import { isVoidField, type Field, type GeneralField } from '@formily/core';

/** The element ids one field's parts share: the input, its label and its message. */
export interface FieldIds {
  input: string;
  label: string;
  help: string;
}

/**
 * What a field's input carries for assistive technology (WCAG 1.3.1, 3.3.1, 4.1.2). Computed once
 * per field here, from the same ids the decorator (blocks/form/GridFormItem.tsx) gives its
 * `<label for>` and message; each type's component only decides which element gets it.
 */
export interface FieldA11y {
  id: string;
  /** the visible label's id: groups (radios, checkboxes, transfer) and the editor are named by it */
  labelId: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Characters an id keeps; a field address has dots, which a CSS selector would have to escape. */
const safe = (s: string) => s.replace(/[^\w-]/g, '_');

/**
 * Ids unique on the page: the form's id (two forms may show the same field, e.g. the designer's
 * preview beside a page) and the field's address.
 */
export function fieldIds(field: GeneralField): FieldIds {
  const input = `ks-f-${safe(field.form.id)}-${safe(field.address.toString())}`;
  return { input, label: `${input}-label`, help: `${input}-help` };
}

/** The field's message now: errors first, then warnings; none while it validates. */
export function fieldFeedback(field: GeneralField): { status: 'error' | 'warning' | ''; messages: readonly string[] } {
  if (isVoidField(field)) return { status: '', messages: [] };
  const f = field as Field;
  if (f.validating) return { status: '', messages: [] };
  if (f.selfErrors.length) return { status: 'error', messages: f.selfErrors };
  if (f.selfWarnings.length) return { status: 'warning', messages: f.selfWarnings };
  return { status: '', messages: [] };
}

export function fieldA11y(field: GeneralField): FieldA11y {
  const ids = fieldIds(field);
  const { status, messages } = fieldFeedback(field);
  const shown = messages.some(Boolean);
  const required = !isVoidField(field) && (field as Field).required && field.pattern === 'editable';
  return {
    id: ids.input,
    labelId: ids.label,
    ...(shown ? { 'aria-describedby': ids.help } : {}),
    ...(status === 'error' ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
}

/** The attributes of a native input (text, textarea, number, date pickers, the stand-ins). */
export const inputAria = (a: FieldA11y | undefined) =>
  a ? { id: a.id, 'aria-describedby': a['aria-describedby'], 'aria-invalid': a['aria-invalid'], 'aria-required': a['aria-required'] } : {};

/**
 * For rc-select based controls (Select, Cascader, TreeSelect, AutoComplete): they copy aria-*
 * props onto their outer div as well, where `aria-required` is not allowed (axe
 * aria-allowed-attr); `useRequiredOnInput` puts that one on the input itself.
 */
export const selectAria = (a: FieldA11y | undefined) =>
  a ? { id: a.id, 'aria-describedby': a['aria-describedby'], 'aria-invalid': a['aria-invalid'] } : {};

/**
 * A group of choices (radios, checkboxes, transfer lists, the qualification tags): named by the
 * label, described by the message. `aria-required` only where the role allows it (radiogroup).
 */
export const groupAria = (a: FieldA11y | undefined, role: 'radiogroup' | 'group') =>
  a
    ? {
        id: a.id,
        role,
        'aria-labelledby': a.labelId,
        'aria-describedby': a['aria-describedby'],
        'aria-invalid': a['aria-invalid'],
        ...(role === 'radiogroup' ? { 'aria-required': a['aria-required'] } : {}),
      }
    : {};

/** The ref an rc-select based control hands out (antd's BaseSelectRef, structurally). */
export interface NativeElementRef {
  nativeElement?: HTMLElement | null;
}

/** Sets `aria-required` on the combobox input of an rc-select control (see `selectAria`). */
export function useRequiredOnInput(ref: RefObject<NativeElementRef | null>, a: FieldA11y | undefined): void {
  const required = !!a?.['aria-required'];
  useEffect(() => {
    const input = ref.current?.nativeElement?.querySelector('input');
    if (!input) return;
    if (required) input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
}
