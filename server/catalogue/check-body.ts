import Ajv, { type ValidateFunction } from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import { SHARED_SCHEMAS } from '../../schemas';
import { describeValidation } from '../http/errors';

// The options of the server's own route validation (server/app.ts): the first complaint, no
// coercion, nothing removed — so a catalogue call is refused with the words an engine route uses.
const ajv = new Ajv({ allErrors: false, coerceTypes: false, removeAdditional: false, strict: false });
for (const schema of SHARED_SCHEMAS) ajv.addSchema(schema);
const compiled = new WeakMap<TSchema, ValidateFunction>();

/** The operation body's first problem in the engine's Chinese words (query-string wording for a GET), or null. */
export function bodyProblem(schema: TSchema, body: unknown, fromQueryString: boolean): string | null {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(body)) return null;
  return describeValidation((validate.errors ?? []) as Parameters<typeof describeValidation>[0], fromQueryString ? 'querystring' : 'body');
}
