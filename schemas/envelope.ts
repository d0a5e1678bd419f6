import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Every /ks response is `{ code, message, data }`; `code: 200` means success. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), data });

/** Envelope used for errors and for calls that return nothing. */
export const EmptyEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  data: Type.Optional(Type.Null()),
});

/** The envelope of every failed call: the Chinese message in `message`, no data. */
export const ErrorEnvelope = Type.Object({ code: Type.Integer(), message: Type.String(), data: Type.Null() });

/** `data` of a 400 that refuses a whole config or tree: every problem; the first is also the message. */
export const ProblemList = Type.Object({ problems: Type.Array(Type.String()) });
export type ProblemList = Static<typeof ProblemList>;

/** `data` of a 400 refusing a record's values (schemas/record-check.ts): each field and its words at the field. */
export const FieldProblemList = Type.Object({ problems: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })) });
export type FieldProblemList = Static<typeof FieldProblemList>;

/** Business codes carried in the envelope (see docs/api.md). */
export const ResponseCode = {
  OK: 200,
  BAD_REQUEST: 400,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  COMPANY_INFO_REQUIRED: 418,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  /** The session expired (its time ran out). */
  SESSION_EXPIRED: 10000,
  /** The token is unknown or was revoked (logout, administrator action). */
  SESSION_REVOKED: 10001,
  /** The account behind the session was disabled. */
  ACCOUNT_DISABLED: 10017,
  /** Login: this account had 3 failures lately, so the login needs a captcha (HTTP 400). */
  CAPTCHA_REQUIRED: 10020,
  /** Login: the captcha is wrong, expired or already used; fetch a new one (HTTP 400). */
  CAPTCHA_INVALID: 10021,
} as const;

export const SESSION_END_CODES: readonly number[] = [
  ResponseCode.SESSION_EXPIRED,
  ResponseCode.SESSION_REVOKED,
  ResponseCode.ACCOUNT_DISABLED,
];
