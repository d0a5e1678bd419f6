import type { PlatformInfo } from '../../schemas/auth';
import { get } from './client';

let cached: Promise<PlatformInfo> | null = null;

/** Platform name, description, filing code and version; fetched once per page load. */
export function fetchPlatform(): Promise<PlatformInfo> {
  cached ??= get<PlatformInfo>('/ks/portal/v1/home/platform', { quiet: true }).catch((e: unknown) => {
    cached = null;
    throw e;
  });
  return cached;
}
