import { expect } from 'vitest';
import { checkNodeConfig } from './check-node-config';
import { compiledErrors } from './check-compiled';
import { configProblems } from './page-kinds';

/**
 * The problems of a list config in the server's words (shared ajv) and the browser's (precompiled
 * validators), asserted equal: one wording everywhere. For the tests of a list config's parts.
 */
export function listProblemsBoth(config: unknown): string[] {
  const server = checkNodeConfig('list', config).map((p) => p.text);
  const browser = configProblems('list', config, compiledErrors('ListConfig', config)).map((p) => p.text);
  expect(browser).toEqual(server);
  return server;
}
