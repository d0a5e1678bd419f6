// Types of the GENERATED kind-validators.js (schemas/build-validators.ts): one ajv standalone
// validation function per config schema of schemas/page-kinds/<kind>/config.ts, by name.
import type { ValidateFunction } from 'ajv';

export declare const KIND_VALIDATORS: Readonly<Record<string, ValidateFunction>>;
