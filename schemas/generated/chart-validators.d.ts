// Types of the GENERATED chart-validators.js (schemas/build-validators.ts): one ajv standalone
// validation function per name of CHART_SCHEMAS.
import type { ValidateFunction } from 'ajv';

export declare const ChartConfig: ValidateFunction;
