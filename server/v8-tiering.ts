import v8 from 'node:v8';

/**
 * V8 optimises a function once it has used up its interrupt budget three times: a function a
 * request runs once needs hundreds of requests to get there, and until then it runs as baseline
 * code. A server started afresh (a deployment, a restart) spends its first thousands of requests
 * so. One tick of half the budget, six times sooner, cost a fresh server a fifth more CPU over its
 * first 500 list calls and 10–25 % less from then on, through 5 000
 * (docs/performance/list-api.md, "2026-12-02, 09:43–11:38").
 *
 * Measured on V8 11.3 (Node 20) only. Later V8s count invocations instead
 * (`--invocation-count-for-turbofan`) and would refuse these flags at the command line, which is
 * why they are set here and not in `npm start`: another V8 keeps its own defaults until measured.
 * `SERVER_V8_TIERING=default` keeps V8's defaults on any version.
 */
export const TIERING_FLAGS: readonly string[] = ['--ticks-before-optimization=1', '--interrupt-budget=33792'];

/** The flags to set for this V8 and environment (none where they were not measured or are refused). */
export function tieringFlags(v8Version: string, env: NodeJS.ProcessEnv): readonly string[] {
  if (env.SERVER_V8_TIERING === 'default') return [];
  return /^11\.3\./.test(v8Version) ? TIERING_FLAGS : [];
}

/** Sets the flags before the server handles its first request; returns what it set. */
export function tuneTiering(v8Version = process.versions.v8, env = process.env): readonly string[] {
  const flags = tieringFlags(v8Version, env);
  for (const flag of flags) v8.setFlagsFromString(flag);
  return flags;
}
