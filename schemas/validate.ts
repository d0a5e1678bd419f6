import Ajv, { type ValidateFunction } from 'ajv';
import type { Static, TSchema } from '@sinclair/typebox';
import { SHARED_SCHEMAS } from './shared';
import { toIssue, type SchemaIssue } from './issues';

export type { SchemaIssue } from './issues';

/**
 * The one ajv instance shared by the server, the designer, fixtures and tests. The runtime pages
 * use check-compiled.ts instead (the same checks, precompiled, without ajv in the browser).
 */
export const ajv = new Ajv({ allErrors: true, strict: false });
for (const schema of SHARED_SCHEMAS) ajv.addSchema(schema);

const compiled = new WeakMap<TSchema, ValidateFunction>();

/** Validates `value`; returns the typed value or the list of problems. */
export function check<T extends TSchema>(
  schema: T,
  value: unknown,
): { ok: true; value: Static<T> } | { ok: false; issues: SchemaIssue[] } {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return { ok: true, value: value as Static<T> };
  return { ok: false, issues: (validate.errors ?? []).map(toIssue) };
}
