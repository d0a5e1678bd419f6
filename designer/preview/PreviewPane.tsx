import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Alert, App, Segmented, Space, Typography } from 'antd';
import { checkCompiled } from '../../schemas/check-compiled';
import { BREAKPOINTS } from '../../runtime/core/constants';
import type { FieldRegistry } from '../../runtime/core/registry';
import type { RuntimeServices } from '../../runtime/services';
import { ListServicesProvider } from '../../runtime/blocks/table/list-services';
import { ListPage } from '../../runtime/pages/list/ListPage';
import type { NodeConfig, NodeKind } from '../store/types';
import { PreviewBoundary } from './PreviewBoundary';
import { sampleListServices } from './sample-list-services';
import { DynamicForm } from '../../runtime/blocks/form/DynamicForm';
import { useElementSize } from './use-element-size';

/** The three layouts of spec 002 §9, by the width the runtime sees. */
export const PREVIEW_WIDTHS = [
  { value: BREAKPOINTS.full, label: `${BREAKPOINTS.full}（单列）` },
  { value: BREAKPOINTS.half, label: `${BREAKPOINTS.half}（双列）` },
  { value: 1920, label: '1920（宽屏）' },
] as const;

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
  const { message } = App.useApp();
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
        {kind === 'form' && (
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
              {kind === 'form' ? (
                <DynamicForm
                  config={deferred}
                  mode={mode}
                  width={width}
                  services={services}
                  registry={registry}
                  onSubmit={() => void message.success('预览：校验通过（预览不保存数据）')}
                />
              ) : (
                <ListPreview config={deferred} nodeId={nodeId} services={services} onRefused={(m) => void message.info(m)} />
              )}
            </PreviewBoundary>
          </div>
        </div>
      </div>
    </section>
  );
}

function ListPreview({ config, nodeId, services, onRefused }: { config: NodeConfig; nodeId: string; services: RuntimeServices; onRefused: (m: string) => void }) {
  const valid = checkCompiled('ListConfig', config);
  const columns = valid.ok ? valid.value.columns : [];
  const columnsKey = columns.map((c) => `${c.code}:${c.bianma ?? ''}`).join('|');
  // One services object for the pane's life: a new one would make the list fetch again.
  const latest = useRef({ columns, onRefused });
  latest.current = { columns, onRefused };
  const listServices = useMemo(() => sampleListServices(() => latest.current.columns, (m) => latest.current.onRefused(m)), []);
  if (!valid.ok) return <Alert type="warning" showIcon message="列表配置有误，修正后显示预览" description={valid.issues.slice(0, 5).map((i) => `${i.path}: ${i.message}`).join('；')} />;
  const node = { nodeId, systemCoding: services.context.systemCoding, gnCoding: services.context.gnCoding || nodeId, title: valid.value.title };
  return (
    <ListServicesProvider value={listServices}>
      <ListPage key={columnsKey} node={node} config={valid.value} />
    </ListServicesProvider>
  );
}
