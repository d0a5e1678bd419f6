/**
 * Validation rules of spec 002 §5 / spec 000 §5 as Formily validator descriptions. Pure functions:
 * no React, no services.
 */
import type { Field, Form } from '@formily/core';
import type { FormItem } from '../../schemas/form';
import { exceedsMaxLength, failsRegex, isBeforeParentDate, isEmptyValue, isOutsideDays, isRequired, regexMessage } from '../../schemas/form-rules';
import { MSG } from './constants';
import { failsValidator, validatorMessage } from '../../schemas/validators';

/** The context Formily hands to a custom validator. */
interface ValidatorContext {
  field?: Field;
  form?: Form;
}
type Validate = (value: unknown, rule: unknown, ctx: ValidatorContext) => string;
export interface ValidatorDescription {
  required?: boolean;
  message?: string;
  triggerType?: 'onInput' | 'onFocus' | 'onBlur';
  validator?: Validate;
}

export { compileRegex, failsRegex, isEmptyValue, isRequired } from '../../schemas/form-rules';

/**
 * '<name>必填' when empty. The `required` flag drives the asterisk and is toggled by linkage
 * (switch-1); the second rule reads the live flag so whitespace-only text and '<p></p>' also fail,
 * which Formily's own required check lets through.
 */
export function requiredRules(item: FormItem): ValidatorDescription[] {
  const message = MSG.required(item.name);
  return [
    { required: isRequired(item), message },
    // Only the cases Formily's check passes (non-empty strings), so the message never shows twice.
    { validator: (value, _rule, ctx) => (ctx.field?.required && typeof value === 'string' && value !== '' && isEmptyValue(value) ? message : '') },
  ];
}

/** While typing: the prompt (regexMessage or 格式不正确) shows as long as the value fails. */
export function regexRule(item: FormItem): ValidatorDescription {
  const message = regexMessage(item);
  return { triggerType: 'onInput', validator: (value) => (failsRegex(item, value) ? message : '') };
}

/** A named validator (schemas/validators.ts): its message shows while the value fails, as the regex prompt does. */
export function namedValidatorRule(item: FormItem): ValidatorDescription | null {
  if (!item.validator) return null;
  const message = validatorMessage(item.validator);
  return { triggerType: 'onInput', validator: (value) => (failsValidator(item.validator, value) ? message : '') };
}

/** On blur a value failing the regex is cleared (spec 002 §5); returns the value to keep. */
export const valueAfterBlur = (item: FormItem, value: unknown): unknown => (failsRegex(item, value) ? undefined : value);

export function maxLengthRule(item: FormItem): ValidatorDescription | null {
  const max = item.maxLength;
  if (!max) return null;
  return { validator: (value) => (exceedsMaxLength(item, value) ? MSG.maxLength(item.name, max) : '') };
}

/**
 * Separator of multi-values in text (read display, linkage keys): selectMode '/' or 'slash' → '/',
 * anything else (default) → ';' (spec 002 §9).
 */
export const multiSeparator = (item: Pick<FormItem, 'selectMode'>): string =>
  item.selectMode === '/' || item.selectMode === 'slash' ? '/' : ';';

export function joinMulti(item: Pick<FormItem, 'selectMode'>, values: readonly unknown[]): string {
  return values.map(String).join(multiSeparator(item));
}

/** Typed date text is acceptable while it starts (or could start) with a 4-digit year (spec 000 §5). */
export function isDateTextStartOk(text: string): boolean {
  const head = text.slice(0, 4);
  return /^\d*$/.test(head);
}

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_INPUT_MAX_LENGTH = 10;

/** A date 'YYYY-MM-DD' earlier than its parent date fails. ISO dates compare as strings. */
export function dateBeforeParentRule(item: FormItem, parent: FormItem): ValidatorDescription {
  return {
    validator: (value, _rule, ctx) => {
      return isBeforeParentDate(value, ctx.form?.getValuesIn(parent.bianma)) ? MSG.dateBeforeParent(item.name, parent.name) : '';
    },
  };
}

/** cascader-N: a chosen path must reach level N unless the branch ends earlier. */
export function cascaderLevelRule(item: FormItem, level: number): ValidatorDescription {
  return {
    validator: (value, _rule, ctx) => {
      if (!Array.isArray(value) || value.length === 0 || value.length >= level) return '';
      const options = (ctx.field?.dataSource ?? []) as { value: unknown; children?: unknown[] }[];
      let nodes: { value: unknown; children?: unknown[] }[] | undefined = options;
      for (const v of value) nodes = nodes?.find((o) => o.value === v)?.children as typeof options | undefined;
      return nodes && nodes.length > 0 ? MSG.cascaderLevel(item.name, level) : '';
    },
  };
}

/** A day outside the item's startDate/endDate (the server refuses it with the same words). */
export function dayLimitRule(item: FormItem): ValidatorDescription | null {
  if (!item.startDate && !item.endDate) return null;
  return { validator: (value) => (isOutsideDays(item, value) ? MSG.outsideDays(item.name, item.startDate, item.endDate) : '') };
}
