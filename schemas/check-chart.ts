/**
 * The chart page's precompiled config validator (build-validators.ts writes
 * generated/chart-validators.js), apart from check-compiled.ts so that only the chart page, the
 * designer and the server hold it: the form page's bundle has a target (docs/performance.md).
 */
import type { ErrorObject } from 'ajv';
import * as generated from './generated/chart-validators.js';

/** Name → the type a passing value has. A name here must be in build-validators.ts CHART_SCHEMAS too. */
export interface ChartCompiled {
  ChartConfig: import('./chart').ChartConfig;
}

export type ChartCompiledName = keyof ChartCompiled;

/** The raw ajv errors of `value` against the precompiled chart schema `name` (none: it passes). */
export function chartCompiledErrors(name: ChartCompiledName, value: unknown): ErrorObject[] {
  const validate = generated[name];
  return validate(value) ? [] : [...(validate.errors ?? [])];
}
