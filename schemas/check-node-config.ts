import type { ValidateFunction } from 'ajv';
import { ajv } from './validate';
import type { ConfigProblem } from './config-problems';
import type { ConfigSchemaName } from './check-any-config';
import { CONFIG_SCHEMAS } from './config-schemas';
import { configProblems, PAGE_KINDS, type PageKind } from './page-kinds';

const compiled = new Map<ConfigSchemaName, ValidateFunction>();

/**
 * A node config's problems through the shared ajv (the server; the browser runs the precompiled
 * validators instead, see check-compiled.ts): the words of config-problems.ts.
 */
export function checkNodeConfig(kind: PageKind, config: unknown): ConfigProblem[] {
  const name = PAGE_KINDS[kind].schema;
  let validate = compiled.get(name);
  if (!validate) {
    validate = ajv.compile(CONFIG_SCHEMAS[name]);
    compiled.set(name, validate);
  }
  const errors = validate(config) ? [] : (validate.errors ?? []);
  return configProblems(kind, config, errors);
}
