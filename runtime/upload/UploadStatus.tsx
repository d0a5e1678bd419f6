import { Button, Progress, Spin } from 'antd';
import type { UploadFlow } from './use-upload-flow';

/**
 * What an upload widget shows under its button (docs/uploads.md): a chunked upload's progress bar
 * with 取消上传, the loading while a cancel runs, and the last message as a live region (spec 001
 * §5.4 messages verbatim).
 */
export function UploadStatus({ flow }: { flow: Pick<UploadFlow, 'phase' | 'error' | 'askCancel'> }) {
  const { phase, error, askCancel } = flow;
  return (
    <>
      {phase.kind === 'uploading' && phase.chunked ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Progress percent={phase.percent} size="small" style={{ flex: 1, margin: 0 }} aria-label={`${phase.fileName} 上传进度`} />
          <Button size="small" onClick={askCancel}>取消上传</Button>
        </div>
      ) : null}
      {phase.kind === 'cancelling' ? <Spin size="small" tip="正在取消上传…"><div style={{ height: 24 }} /></Spin> : null}
      <div role="alert" style={{ color: 'var(--ks-error)' }}>{error}</div>
    </>
  );
}
