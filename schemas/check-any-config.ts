/**
 * The precompiled validator of any page kind's config schema, by name: for the designer and the
 * dashboard route, which meet every kind. Pages that know their kind import check-compiled.ts or
 * check-chart.ts alone and ship only their own validators.
 */
import type { ErrorObject } from 'ajv';
import { compiledErrors, type CompiledName } from './check-compiled';
import { chartCompiledErrors, type ChartCompiledName } from './check-chart';

/** Every config schema a page kind may name (schemas/page-kinds.ts `schema`). */
export type ConfigSchemaName = CompiledName | ChartCompiledName;

const isChartName = (name: ConfigSchemaName): name is ChartCompiledName => name === 'ChartConfig';

/** The raw ajv errors of `value` against the config schema `name`. */
export function configSchemaErrors(name: ConfigSchemaName, value: unknown): ErrorObject[] {
  return isChartName(name) ? chartCompiledErrors(name, value) : compiledErrors(name, value);
}
