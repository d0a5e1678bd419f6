import { Type, type TSchema } from '@sinclair/typebox';
import { Envelope, ResponseCode } from '../../schemas';

/** A success envelope. */
export function ok<T>(data: T, message = '成功'): { code: number; message: string; data: T } {
  return { code: ResponseCode.OK, message, data };
}

const ErrorEnvelope = Type.Object({ code: Type.Integer(), message: Type.String(), data: Type.Null() });

/** Response schemas for a route: the success shape plus the error envelope for other statuses. */
export function responses<T extends TSchema>(data: T) {
  return {
    200: Envelope(data),
    '4xx': ErrorEnvelope,
    '5xx': ErrorEnvelope,
  };
}
