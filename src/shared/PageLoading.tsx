import { Spin } from 'antd';

/** The loading state of a page or chunk. */
export function PageLoading({ tip = '加载中…', fullscreen = false }: { tip?: string; fullscreen?: boolean }) {
  return (
    <div className={fullscreen ? 'ks-fullscreen-center' : 'ks-page-loading'} role="status" aria-label={tip}>
      <Spin size="large" tip={tip}>
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}
