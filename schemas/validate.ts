import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Static, TSchema } from '@sinclair/typebox';
import { SHARED_SCHEMAS } from './shared';

/** The one ajv instance shared by the front end, fixtures and tests. */
export const ajv = new Ajv({ allErrors: true, strict: false });
for (const schema of SHARED_SCHEMAS) ajv.addSchema(schema);

export interface SchemaIssue {
  /** JSON pointer of the offending value, e.g. `/menus/0/title` */
  path: string;
  message: string;
}

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

function toIssue(e: ErrorObject): SchemaIssue {
  const path = e.instancePath || '/';
  if (e.keyword === 'required') {
    return { path: `${path === '/' ? '' : path}/${String(e.params.missingProperty)}`, message: '缺少必填项' };
  }
  if (e.keyword === 'additionalProperties') {
    return { path, message: `不允许的字段 ${String(e.params.additionalProperty)}` };
  }
  return { path, message: e.message ?? '取值不合法' };
}
