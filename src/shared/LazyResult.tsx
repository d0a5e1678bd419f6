import { lazy, Suspense, type ReactNode } from 'react';
import type { ResultProps } from 'antd';
import { PageLoading } from './PageLoading';

const Result = lazy(() => import('./AntdResult'));

/**
 * antd's Result where it is only an error state (a menu or page that failed to load): antd's
 * Result module bundles its three large illustrations (10 KB gzip) whatever the status, so it
 * loads when first shown instead of with every back-office page; the page's loading state holds
 * its place meanwhile (or `fallback`).
 */
export function LazyResult({ fallback, ...props }: ResultProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback ?? <PageLoading />}>
      <Result {...props} />
    </Suspense>
  );
}
