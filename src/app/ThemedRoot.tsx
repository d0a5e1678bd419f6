import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { usePrefersReducedMotion } from './reduced-motion';
import { useTheme } from './theme';

/**
 * antd's ConfigProvider with the user's theme (src/app/theme.ts); a change repaints at once. A
 * system set to reduce motion gets antd without its enter and leave animations.
 */
export function ThemedRoot({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { computed } = useTheme();
  const reduced = usePrefersReducedMotion();
  const config = useMemo(() => (reduced ? { ...computed.config, token: { ...computed.config.token, motion: false } } : computed.config), [computed.config, reduced]);
  return (
    <ConfigProvider locale={locale} theme={config}>
      {children}
    </ConfigProvider>
  );
}
