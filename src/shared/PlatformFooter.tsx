import { useEffect } from 'react';
import type { PlatformInfo } from '../../schemas/auth';
import { getStoredVersion, setStoredVersion } from '../session/session';
import { shouldReloadForVersion } from './version';
import { SafeHtml } from './safe-html';

export const FILING_SITE = 'https://beian.miit.gov.cn/';

/** Footer: platform description (sanitised) and the filing code linking to the national filing site. */
export function PlatformFooter({ platform, dark = false }: { platform: PlatformInfo | null; dark?: boolean }) {
  const version = platform?.version;
  useEffect(() => {
    if (!version) return;
    const stored = getStoredVersion();
    setStoredVersion(version);
    if (shouldReloadForVersion(stored, version)) window.location.reload();
  }, [version]);

  if (!platform) return null;
  return (
    <footer className={`ks-platform-footer${dark ? ' is-dark' : ''}`}>
      {platform.describe ? <SafeHtml html={platform.describe} /> : null}
      {platform.filingsCoding ? (
        <a href={FILING_SITE} target="_blank" rel="noopener noreferrer">
          {platform.filingsCoding}
        </a>
      ) : null}
    </footer>
  );
}
