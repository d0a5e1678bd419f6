// Types of the GENERATED form-validators.js (schemas/build-validators.ts): the ajv standalone
// validation function of COMPILED_SCHEMAS.FormConfig.
import type { ValidateFunction } from 'ajv';

export declare const FormConfig: ValidateFunction;
