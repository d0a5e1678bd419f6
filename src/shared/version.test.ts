import { describe, expect, it } from 'vitest';
import { shouldReloadForVersion } from './version';

describe('shouldReloadForVersion', () => {
  it('reloads only when a stored version differs from the server version', () => {
    expect(shouldReloadForVersion('0.1.0', '0.2.0')).toBe(true);
    expect(shouldReloadForVersion('0.1.0', '0.1.0')).toBe(false);
    expect(shouldReloadForVersion(null, '0.1.0')).toBe(false);
    expect(shouldReloadForVersion('0.1.0', '')).toBe(false);
  });
});
