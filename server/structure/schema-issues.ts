import type { ValidateFunction } from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import { ajv } from '../../schemas';
import { complaintOf, type SchemaComplaint } from '../../schemas/config-problems';

export type { SchemaComplaint };

const compiled = new WeakMap<TSchema, ValidateFunction>();

/**
 * Validates with the shared ajv and words every complaint in Chinese (schemas/config-problems.ts's
 * keyword table). The property the complaint is about is named in the message, so the caller only
 * has to name the item that holds it.
 */
export function schemaComplaints(schema: TSchema, value: unknown): SchemaComplaint[] {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map(complaintOf);
}
