import { describe, expect, it } from 'vitest';
import { ResponseCode, SESSION_END_CODES as SHARED_SESSION_END } from '../../schemas/envelope';
import { CODE, SESSION_END_CODES } from './codes';

describe('client envelope codes', () => {
  it('agree with the shared schema constants', () => {
    for (const [name, value] of Object.entries(CODE)) expect(ResponseCode[name as keyof typeof ResponseCode]).toBe(value);
    expect([...SESSION_END_CODES].sort()).toEqual([...SHARED_SESSION_END].sort());
  });
});
