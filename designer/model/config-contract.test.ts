import { describe, expect, it } from 'vitest';
import cases from '../../fixtures/config-contract/bad-configs.json';
import { compileForm } from '../../runtime/core/compile';
import { formatProblem } from '../../runtime/core/check-config';
import { createDefaultFieldRegistry } from '../../runtime/fields';
import { documentProblems } from './issues';
import type { NodeConfig, NodeKind } from '../store/types';

// The contract of "one home" (schemas/config-problems.ts): for every bad config of the fixture the
// designer's banner and the runtime's error panel give exactly the lines the server's 400 gives
// (server/test/config-contract.test.ts holds the server to the same list).
const registry = createDefaultFieldRegistry();

describe('bad configs: the designer and the runtime say what the server says', () => {
  it('covers at least 40 bad configs of every page kind', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((c) => c.kind))).toEqual(new Set(['form', 'list', 'card']));
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(documentProblems(c.kind as NodeKind, c.config as NodeConfig, registry)).toEqual(c.problems);
    if (c.kind === 'form') expect(compileForm(c.config, registry).errors.map(formatProblem)).toEqual(c.problems);
  });
});
