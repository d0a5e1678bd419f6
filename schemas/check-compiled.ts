/**
 * `check` for the browser's run-time pages: the same validation and the same issues as
 * validate.ts's `check(FormConfig, …)`, but through validators precompiled by
 * build-validators.ts, so a page ships neither the ajv compiler nor the TypeBox builders.
 * Everything from ajv and TypeBox here is `import type`: keep it so (the bundle bench reports them).
 */
import type { FormConfig } from './form';
import type { ListConfig } from './list';
import type { ErrorObject } from 'ajv';
import type { SchemaIssue } from './issues';
import { toIssue } from './issues';
import { FormConfig as formValidator } from './generated/form-validators.js';
import { ListConfig as listValidator } from './generated/list-validators.js';

/** Name → the type a passing value has. A name here must be in build-validators.ts too. */
interface Compiled {
  FormConfig: FormConfig;
  ListConfig: ListConfig;
}

export type CompiledName = keyof Compiled;

/**
 * Name → its precompiled validator, one generated file each. A page that needs only the form's
 * imports form-config-errors.ts instead of this module (the form page's bundle target).
 */
const generated = { FormConfig: formValidator, ListConfig: listValidator } satisfies Record<CompiledName, unknown>;

/** The raw ajv errors of `value` against the precompiled schema `name` (none: it passes). */
export function compiledErrors(name: CompiledName, value: unknown): ErrorObject[] {
  const validate = generated[name];
  return validate(value) ? [] : [...(validate.errors ?? [])];
}

/** Validates `value` against the precompiled schema `name`; the typed value or the problems. */
export function checkCompiled<K extends CompiledName>(
  name: K,
  value: unknown,
): { ok: true; value: Compiled[K] } | { ok: false; issues: SchemaIssue[] } {
  const validate = generated[name];
  if (validate(value)) return { ok: true, value: value as Compiled[K] };
  return { ok: false, issues: (validate.errors ?? []).map(toIssue) };
}
