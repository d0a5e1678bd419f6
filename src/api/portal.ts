import type { PlatformInfo } from '../../schemas/auth';
import { publicGet } from './public-client';
import { setDraftDays } from '../../runtime/core/drafts';

let cached: Promise<PlatformInfo> | null = null;

/** Platform name, description, filing code and version; fetched once per page load. */
export function fetchPlatform(): Promise<PlatformInfo> {
  cached ??= publicGet<PlatformInfo>('/ks/portal/v1/home/platform').then(
    (info) => {
      // How long this deployment keeps drafts in the browser (DRAFT_DAYS, docs/forms.md "草稿").
      setDraftDays(info.draftDays);
      return info;
    },
    (e: unknown) => {
      cached = null;
      throw e;
    },
  );
  return cached;
}
