import type { ErrorObject } from 'ajv';

/**
 * How an ajv error becomes an issue a person reads. Kept apart from validate.ts (which holds the
 * ajv compiler) so the browser's precompiled validators (check-compiled.ts) word issues the same
 * way without shipping ajv: `import type` only.
 */
export interface SchemaIssue {
  /** JSON pointer of the offending value, e.g. `/menus/0/title` */
  path: string;
  message: string;
}

export function toIssue(e: ErrorObject): SchemaIssue {
  const path = e.instancePath || '/';
  if (e.keyword === 'required') {
    return { path: `${path === '/' ? '' : path}/${String(e.params.missingProperty)}`, message: '缺少必填项' };
  }
  if (e.keyword === 'additionalProperties') {
    return { path, message: `不允许的字段 ${String(e.params.additionalProperty)}` };
  }
  return { path, message: e.message ?? '取值不合法' };
}
