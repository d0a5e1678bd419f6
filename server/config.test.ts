import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('server settings from the environment', () => {
  it('DATABASE_POOL_SIZE: a positive whole number, otherwise the default 10', () => {
    expect(readConfig({}).databasePoolSize).toBe(10);
    expect(readConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    for (const bad of ['', '0', '-3', '2.5', 'abc']) expect(readConfig({ DATABASE_POOL_SIZE: bad }).databasePoolSize).toBe(10);
  });
});
