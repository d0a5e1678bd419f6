import type { TSchema } from '@sinclair/typebox';
import type { ValidateFunction } from 'ajv';
import { ajv } from './validate';
import { FormConfig } from './form';
import { ListConfig } from './list';
import { configProblems, type ConfigKind, type ConfigProblem } from './config-problems';

const KIND_SCHEMAS: Record<ConfigKind, TSchema> = { form: FormConfig, list: ListConfig, card: ListConfig };
const compiled = new Map<ConfigKind, ValidateFunction>();

/**
 * A node config's problems through the shared ajv (the server; the browser runs the precompiled
 * validators instead, see check-compiled.ts): the words of config-problems.ts.
 */
export function checkNodeConfig(kind: ConfigKind, config: unknown): ConfigProblem[] {
  let validate = compiled.get(kind);
  if (!validate) {
    validate = ajv.compile(KIND_SCHEMAS[kind]);
    compiled.set(kind, validate);
  }
  const errors = validate(config) ? [] : (validate.errors ?? []);
  return configProblems(kind, config, errors);
}
