import { useDeferredValue, useRef, useState } from 'react';
import { Segmented, Space, Typography } from 'antd';
import { BREAKPOINTS } from '../../runtime/core/constants';
import type { FieldRegistry } from '../../runtime/core/registry';
import type { RuntimeServices } from '../../runtime/services';
import type { NodeConfig, NodeKind } from '../store/types';
import { PreviewBoundary } from './PreviewBoundary';
import { designerKind } from '../kinds';
import { useElementSize } from './use-element-size';
import { PREVIEW_WIDTHS } from './widths';

interface Props {
  kind: NodeKind;
  config: NodeConfig;
  nodeId: string;
  services: RuntimeServices;
  registry: FieldRegistry;
}

/**
 * The page as users will get it, drawn by the real runtime beside the canvas: a form in edit or
 * read mode, or the list / card page with sample records. The page is laid out at the chosen
 * width and scaled down to fit the pane, so the 1280 / 1536 / wide layouts can all be seen.
 */
export function PreviewPane({ kind, config, nodeId, services, registry }: Props) {
  const { Preview, previewModes } = designerKind(kind);
  const [width, setWidth] = useState<number>(BREAKPOINTS.full);
  const [mode, setMode] = useState<'edit' | 'read'>('edit');
  const deferred = useDeferredValue(config);
  const host = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLDivElement>(null);
  const available = useElementSize(host).width;
  const pageHeight = useElementSize(page, { width: 0, height: 400 }).height;
  const scale = Math.min(1, Math.max(0.2, available / width));

  return (
    <section className="ks-designer-preview" aria-label="实时预览">
      <Space wrap size={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>实时预览</Typography.Text>
        <Segmented<number> size="small" aria-label="预览宽度" value={width} onChange={setWidth} options={PREVIEW_WIDTHS.map((w) => ({ ...w }))} />
        {previewModes && (
          <Segmented<'edit' | 'read'>
            size="small"
            aria-label="预览模式"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'edit', label: '填写' },
              { value: 'read', label: '只读' },
            ]}
          />
        )}
      </Space>
      <div ref={host} className="ks-designer-preview-host" data-testid="preview-host">
        <div style={{ height: pageHeight * scale, overflow: 'hidden' }}>
          <div ref={page} data-testid="preview-page" data-width={width} style={{ width, transform: `scale(${scale})`, transformOrigin: '0 0' }}>
            <PreviewBoundary resetKey={deferred}>
              <Preview config={deferred} nodeId={nodeId} services={services} registry={registry} width={width} mode={mode} />
            </PreviewBoundary>
          </div>
        </div>
      </div>
    </section>
  );
}
