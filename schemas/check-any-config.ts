/**
 * The precompiled validator of any page kind's config schema, by name: for the designer, the
 * server and the dashboard route, which meet every kind. Pages that know their kind import
 * check-compiled.ts or check-kind-config.ts alone and ship only their own validators.
 */
import type { ErrorObject } from 'ajv';
import { compiledErrors, type CompiledName } from './check-compiled';
import { isKindConfigName, kindCompiledErrors } from './check-kind-config';

/**
 * A config schema a page kind may name (schemas/page-kinds/<kind>/index.ts `schema`): FormConfig,
 * ListConfig, or one of a kind's own folder (src/structure/registries.test.ts checks each has its validator).
 */
export type ConfigSchemaName = CompiledName | (string & {});

/** The raw ajv errors of `value` against the config schema `name`. */
export function configSchemaErrors(name: ConfigSchemaName, value: unknown): ErrorObject[] {
  return isKindConfigName(name) ? kindCompiledErrors(name, value) : compiledErrors(name as CompiledName, value);
}
