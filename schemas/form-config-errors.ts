/**
 * `compiledErrors('FormConfig', …)` of check-compiled.ts for the form page: it imports the form's
 * precompiled validator alone (generated/form-validators.js), not check-compiled's table, which
 * holds the list's too (twice the form's size; docs/performance/bundle.md).
 */
import type { ErrorObject } from 'ajv';
import { FormConfig } from './generated/form-validators.js';

/** The raw ajv errors of `value` against the precompiled FormConfig schema (none: it passes). */
export function formConfigErrors(value: unknown): ErrorObject[] {
  return FormConfig(value) ? [] : [...(FormConfig.errors ?? [])];
}
