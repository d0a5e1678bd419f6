import type { ErrorObject } from 'ajv';
import { shortMessage } from './config-problems';

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

/** An ajv error as a path and a message in the words of config-problems.ts (never ajv's English). */
export function toIssue(e: ErrorObject): SchemaIssue {
  const path = e.instancePath || '/';
  if (e.keyword === 'required') {
    return { path: `${path === '/' ? '' : path}/${String(e.params.missingProperty)}`, message: '缺少必填项' };
  }
  return { path, message: shortMessage(e) };
}
