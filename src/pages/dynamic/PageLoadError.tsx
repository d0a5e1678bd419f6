import { Button } from 'antd';
import { LazyResult } from '../../shared/LazyResult';

/** A node page that could not be loaded: why, and a way to try again. */
export function PageLoadError({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div className="ks-card">
      <LazyResult status="warning" title="页面加载失败" subTitle={message} extra={<Button onClick={onReload}>重新加载</Button>} />
    </div>
  );
}
