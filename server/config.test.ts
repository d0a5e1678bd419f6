import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('server settings from the environment', () => {
  it('DATABASE_POOL_SIZE: a positive whole number, otherwise the default 10', () => {
    expect(readConfig({}).databasePoolSize).toBe(10);
    expect(readConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    for (const bad of ['', '0', '-3', '2.5', 'abc']) expect(readConfig({ DATABASE_POOL_SIZE: bad }).databasePoolSize).toBe(10);
  });

  it('WARM_UP_CALLS: 500 on PostgreSQL and 0 on SQLite unless a whole number ≥ 0 is given', () => {
    expect(readConfig({}).warmUpCalls).toBe(0);
    expect(readConfig({ DATABASE_URL: 'postgres://x/y' }).warmUpCalls).toBe(500);
    expect(readConfig({ DATABASE_URL: 'postgres://x/y', WARM_UP_CALLS: '0' }).warmUpCalls).toBe(0);
    expect(readConfig({ WARM_UP_CALLS: '200' }).warmUpCalls).toBe(200);
    for (const bad of ['', ' ', '-1', '2.5', 'abc']) expect(readConfig({ DATABASE_URL: 'postgres://x/y', WARM_UP_CALLS: bad }).warmUpCalls).toBe(500);
  });
});
