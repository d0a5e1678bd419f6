import { useMemo, useRef } from 'react';
import { Alert, App } from 'antd';
import { checkCompiled } from '../../../schemas/check-compiled';
import { ListServicesProvider } from '../../../runtime/blocks/table/list-services';
import { listPageOf } from '../../../runtime/pages';
import type { KindPreviewProps } from '../define';
import { sampleListServices } from './sample-list-services';

/** The list or card page over sample records; a refused action says why in a message. */
export function ListPreview({ config, nodeId, services }: KindPreviewProps) {
  const { message } = App.useApp();
  const valid = checkCompiled('ListConfig', config);
  const columns = valid.ok ? valid.value.columns : [];
  const columnsKey = columns.map((c) => `${c.code}:${c.bianma ?? ''}`).join('|');
  const onRefused = (m: string) => void message.info(m);
  // One services object for the pane's life: a new one would make the list fetch again.
  const latest = useRef({ columns, onRefused });
  latest.current = { columns, onRefused };
  const listServices = useMemo(() => sampleListServices(() => latest.current.columns, (m) => latest.current.onRefused(m)), []);
  if (!valid.ok) return <Alert type="warning" showIcon message="列表配置有误，修正后显示预览" description={valid.issues.slice(0, 5).map((i) => `${i.path}: ${i.message}`).join('；')} />;
  const ListPage = listPageOf(valid.value.kind);
  if (!ListPage) return null;
  const node = { nodeId, systemCoding: services.context.systemCoding, gnCoding: services.context.gnCoding || nodeId, title: valid.value.title };
  return (
    <ListServicesProvider value={listServices}>
      <ListPage key={columnsKey} node={node} config={valid.value} />
    </ListServicesProvider>
  );
}
