import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ErrorEnvelope, FieldProblemList, ResponseCode } from '../../schemas';

/** A success envelope. */
export function ok<T>(data: T, message = '成功'): { code: number; message: string; data: T } {
  return { code: ResponseCode.OK, message, data };
}

/** Response schemas for a route: the success shape plus the error envelope for other statuses. */
export function responses<T extends TSchema>(data: T) {
  return {
    200: Envelope(data),
    '4xx': ErrorEnvelope,
    '5xx': ErrorEnvelope,
  };
}

/** As {@link responses}, for a route whose 400 may name the refused fields (`data.problems`, a record's save or submit). */
export function responsesWithFieldProblems<T extends TSchema>(data: T) {
  return { ...responses(data), 400: Envelope(Type.Union([FieldProblemList, Type.Null()])) };
}

/**
 * A route's `serializerCompiler` for answers that carry open rows (`ListRow`: a record's data keys
 * beside the fixed fields). fast-json-stringify writes each key its schema does not name with a
 * JSON.stringify call of its own, which for a 20-row page is ~260 calls across into C++: twice the
 * time of one JSON.stringify of the whole answer (docs/performance/list-api.md, "2026-12-02, 13:04–").
 * Use it only where the handler builds every key of the answer itself, since nothing is dropped
 * on the way out: the route's schema still documents the answer, and a test compares the two
 * serializers' text for the route (server/routes/records/list-serializer.test.ts).
 */
export const plainJsonSerializer = (): ((payload: unknown) => string) => JSON.stringify;
