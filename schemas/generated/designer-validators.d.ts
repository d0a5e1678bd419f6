// Types of the GENERATED designer-validators.js (schemas/build-validators.ts): one ajv standalone
// validation function per name of DESIGNER_SCHEMAS.
import type { ValidateFunction } from 'ajv';

export declare const FormItem: ValidateFunction;
export declare const TableColumn: ValidateFunction;
export declare const SearchFilterItem: ValidateFunction;
export declare const CardStyle: ValidateFunction;
export declare const OptionList: ValidateFunction;
