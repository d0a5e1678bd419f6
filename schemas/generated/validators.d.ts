// Types of the GENERATED validators.js (schemas/build-validators.ts): one ajv standalone
// validation function per name of COMPILED_SCHEMAS.
import type { ValidateFunction } from 'ajv';

export declare const FormConfig: ValidateFunction;
export declare const ListConfig: ValidateFunction;
