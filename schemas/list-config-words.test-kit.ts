import type { ValidateFunction } from 'ajv';
import { expect } from 'vitest';
import { checkNodeConfig } from './check-node-config';
import { ListConfig } from './list';
import { configProblems } from './page-kinds';
import { ajv } from './validate';

let shared: ValidateFunction | undefined;

/**
 * The problems of a list config as the server and the browser report them (the precompiled
 * validators) and as the shared ajv compiling ListConfig at run time finds them, asserted equal:
 * one wording everywhere, and precompiled validators that still match the schema.
 */
export function listProblemsBoth(config: unknown): string[] {
  const reported = checkNodeConfig('list', config).map((p) => p.text);
  shared ??= ajv.compile(ListConfig);
  const viaAjv = configProblems('list', config, shared(config) ? [] : [...(shared.errors ?? [])]).map((p) => p.text);
  expect(reported).toEqual(viaAjv);
  return reported;
}
