/**
 * The precompiled validators of the page kinds' own config schemas (schemas/page-kinds/<kind>/config.ts;
 * build-validators.ts writes generated/kind-validators.js), apart from check-compiled.ts so that
 * only the pages of those kinds, the designer and the server hold them: the form page's bundle has
 * a target (docs/performance.md).
 */
import type { ErrorObject } from 'ajv';
import { KIND_VALIDATORS } from './generated/kind-validators.js';

/** Whether `name` is a config schema of a kind's own folder. */
export const isKindConfigName = (name: string): boolean => Object.hasOwn(KIND_VALIDATORS, name);

/** The raw ajv errors of `value` against the precompiled kind config schema `name` (none: it passes). */
export function kindCompiledErrors(name: string, value: unknown): ErrorObject[] {
  const validate = KIND_VALIDATORS[name];
  if (!validate) throw new Error(`no precompiled config schema "${name}" (npm run build:validators)`);
  return validate(value) ? [] : [...(validate.errors ?? [])];
}
