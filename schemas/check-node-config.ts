import type { ConfigProblem } from './config-problems';
import { configSchemaErrors } from './check-any-config';
import { configProblems, PAGE_KINDS, type PageKind } from './page-kinds';

/**
 * A node config's problems in the words of config-problems.ts, through the validators
 * precompiled by build-validators.ts: the server checks a save with the same functions the
 * browser runs, and compiles no schema at run time (a first save after a start would otherwise
 * wait for ajv to compile the config schema). The shared ajv gives the same errors
 * (check-compiled.test.ts, list-config-words.test-kit.ts).
 */
export function checkNodeConfig(kind: PageKind, config: unknown): ConfigProblem[] {
  return configProblems(kind, config, configSchemaErrors(PAGE_KINDS[kind].schema, config));
}
