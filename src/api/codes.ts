/**
 * Envelope codes the client acts on. They mirror `ResponseCode` in schemas/envelope.ts (a test
 * checks they agree); importing that module at runtime would pull TypeBox into the login chunk.
 */
export const CODE = {
  OK: 200,
  NOT_LOGGED_IN: 401,
  COMPANY_INFO_REQUIRED: 418,
  SESSION_EXPIRED: 10000,
  SESSION_REVOKED: 10001,
  ACCOUNT_DISABLED: 10017,
} as const;

export const SESSION_END_CODES: readonly number[] = [CODE.SESSION_EXPIRED, CODE.SESSION_REVOKED, CODE.ACCOUNT_DISABLED];
