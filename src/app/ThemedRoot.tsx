import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useTheme } from './theme';

/** antd's ConfigProvider with the user's theme (src/app/theme.ts); a change repaints at once. */
export function ThemedRoot({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { computed } = useTheme();
  return (
    <ConfigProvider locale={locale} theme={computed.config}>
      {children}
    </ConfigProvider>
  );
}
