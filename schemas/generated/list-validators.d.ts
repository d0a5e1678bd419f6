// Types of the GENERATED list-validators.js (schemas/build-validators.ts): the ajv standalone
// validation function of COMPILED_SCHEMAS.ListConfig.
import type { ValidateFunction } from 'ajv';

export declare const ListConfig: ValidateFunction;
