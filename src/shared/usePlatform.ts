import { useEffect, useState } from 'react';
import type { PlatformInfo } from '../../schemas/auth';
import { fetchPlatform } from '../api/portal';

export const FALLBACK_PLATFORM_NAME = '公共资源交易与信用评价平台';

/** Platform info (name, description, filing code, version); null while loading or on failure. */
export function usePlatform(): PlatformInfo | null {
  const [info, setInfo] = useState<PlatformInfo | null>(null);
  useEffect(() => {
    let alive = true;
    fetchPlatform()
      .then((p) => {
        if (!alive) return;
        setInfo(p);
        // The platform name is the page title (spec 000 §7).
        if (p.platformName) document.title = p.platformName;
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return info;
}
