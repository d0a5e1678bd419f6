import { describe, expect, it } from 'vitest';
import { TIERING_FLAGS, tieringFlags } from './v8-tiering';

describe('V8 tiering flags of the server', () => {
  it('are set on V8 11.3 (Node 20), where they were measured', () => {
    expect(tieringFlags('11.3.244.8-node.33', {})).toEqual(['--ticks-before-optimization=1', '--interrupt-budget=33792']);
  });

  it('are left out on other V8s, which count invocations instead and would refuse them', () => {
    expect(tieringFlags('12.4.254.21-node.33', {})).toEqual([]);
    expect(tieringFlags('11.8.172.17-node.19', {})).toEqual([]);
  });

  it('are left out when SERVER_V8_TIERING=default asks for V8 as it comes', () => {
    expect(tieringFlags('11.3.244.8-node.33', { SERVER_V8_TIERING: 'default' })).toEqual([]);
  });

  it('name only flags this V8 knows, where it is the measured one', async () => {
    if (!process.versions.v8.startsWith('11.3.')) return;
    const { execFileSync } = await import('node:child_process');
    const known = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    for (const flag of TIERING_FLAGS) expect(known).toContain(`  ${flag.split('=')[0]} (`);
  });
});
