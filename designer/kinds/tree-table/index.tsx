import { Alert, Button, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { TreeTableConfig, type TreeTableColumn } from '../../../schemas/page-kinds/tree-table/config';
import { TREE_TABLE_HEIGHT, treeTableMissing } from '../../../schemas/page-kinds/tree-table';
import { ESTIMATE_FEES } from '../../../schemas/estimate';
import { kindCompiledErrors } from '../../../schemas/check-kind-config';
import { configProblems } from '../../../schemas/page-kinds';
import { TreeTablePage } from '../../../runtime/pages/tree-table/TreeTablePage';
import { TreeTableServicesProvider, type TreeTableServices } from '../../../runtime/pages/tree-table/tree-table-services';
import type { TreeRow } from '../../../runtime/pages/tree-table/tree-rows';
import { commands } from '../../commands';
import { useDesignerState, useDesignerStore } from '../../store/use-designer';
import type { NodeConfig } from '../../store/types';
import { defineDesignerKind, type KindPreviewProps } from '../define';

type Key = 'title' | 'call' | 'gnCoding';

/** The text inputs of the canvas, in order, with what each asks for. */
const TEXT_INPUTS: readonly (readonly [Key, string, string])[] = [
  ['title', '页面标题', '如 造价文件检测结果'],
  ['call', '数据接口', 'POST 接口，如 /ks/file/detection/result'],
  ['gnCoding', '功能编码', '随请求发送的 gnCoding，如 trade-bd-file'],
];

/** The columns of a cost-estimate tree (spec 001 §2.3): 项目名称, 专业 and the fees of schemas/estimate.ts. */
export const ESTIMATE_COLUMNS: TreeTableColumn[] = [
  { bianma: 'name', name: '项目名称', width: 240 },
  { bianma: 'zy', name: '专业', width: 100 },
  ...ESTIMATE_FEES.map(([bianma, name]) => ({ bianma, name, type: 'money' as const, width: 150 })),
];

const asObject = (config: NodeConfig) => config as unknown as Record<string, unknown>;
const columnsOf = (c: Record<string, unknown>): TreeTableColumn[] => (Array.isArray(c.columns) ? (c.columns as TreeTableColumn[]) : []);

/** One undoable step per edit: the key set, or removed when emptied. */
function useTreeTableEdit() {
  const store = useDesignerStore();
  return (key: string, value: unknown) => {
    const next = { ...asObject(store.getState().config) };
    if (value === null || value === '' || value === undefined) delete next[key];
    else next[key] = value;
    // NodeConfig lists the form, list and chart shapes only; the tree-table shape is checked by its schema.
    store.run(commands.replaceConfig, { config: next as unknown as NodeConfig });
  };
}

/** The palette: what a tree table is made of (its keys are edited on the canvas). */
function TreeTablePalette() {
  return <Typography.Paragraph type="secondary">树形表格按层级显示一个接口返回的数据（每行可有 children）；在右侧填写数据接口和列。</Typography.Paragraph>;
}

/** The canvas: the call and the columns as inputs, the missing keys and the problems above them. */
function TreeTableCanvas({ problems }: { problems: { text: string }[] }) {
  const config = asObject(useDesignerState((s) => s.config));
  const edit = useTreeTableEdit();
  const missing = treeTableMissing(config);
  const columns = columnsOf(config);
  const setColumn = (i: number, patch: Partial<TreeTableColumn>) => {
    const next = columns.map((c, j) => (j === i ? { ...c, ...patch } : c));
    edit('columns', next.map((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined && v !== null && v !== ''))));
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="tree-table-canvas">
      {missing.length > 0 && <Alert type="warning" showIcon message={`树形表格尚未配置：未选择${missing.join('、')}`} />}
      {problems.map((p) => (
        <Typography.Text key={p.text} type="danger" role="alert">
          {p.text}
        </Typography.Text>
      ))}
      {TEXT_INPUTS.map(([key, label, help]) => (
        <Space key={key} direction="vertical" style={{ width: '100%' }} size={2}>
          <label htmlFor={`tree-table-${key}`}>{label}</label>
          <Input id={`tree-table-${key}`} placeholder={help} value={typeof config[key] === 'string' ? String(config[key]) : ''} onChange={(e) => edit(key, e.target.value.trim())} />
        </Space>
      ))}
      <label htmlFor="tree-table-height">表格高度（像素，默认 {TREE_TABLE_HEIGHT}）</label>
      <InputNumber id="tree-table-height" min={200} max={2000} step={50} value={typeof config.height === 'number' ? config.height : null} onChange={(v) => edit('height', v)} />
      <Space>
        <Switch id="tree-table-index" checked={config.index !== false} onChange={(on) => edit('index', on ? undefined : false)} />
        <label htmlFor="tree-table-index">显示序号列</label>
      </Space>
      <Typography.Text strong>列</Typography.Text>
      {columns.map((c, i) => (
        <Space key={i} wrap role="group" aria-label={`第 ${i + 1} 列`}>
          <Input aria-label={`第 ${i + 1} 列 字段编码`} placeholder="字段编码" value={c.bianma} onChange={(e) => setColumn(i, { bianma: e.target.value.trim() })} style={{ width: 120 }} />
          <Input aria-label={`第 ${i + 1} 列 列名`} placeholder="列名" value={c.name} onChange={(e) => setColumn(i, { name: e.target.value })} style={{ width: 140 }} />
          <InputNumber aria-label={`第 ${i + 1} 列 列宽`} placeholder="列宽" min={40} max={800} value={c.width ?? null} onChange={(v) => setColumn(i, { width: v ?? undefined })} />
          <Select
            aria-label={`第 ${i + 1} 列 显示方式`}
            value={c.type ?? 'text'}
            style={{ width: 100 }}
            options={[{ value: 'text', label: '文本' }, { value: 'money', label: '金额' }]}
            onChange={(v) => setColumn(i, { type: v === 'money' ? 'money' : undefined })}
          />
          <Button aria-label={`删除第 ${i + 1} 列`} onClick={() => edit('columns', columns.filter((_, j) => j !== i))}>
            删除
          </Button>
        </Space>
      ))}
      <Space wrap>
        <Button onClick={() => edit('columns', [...columns, { bianma: `field${columns.length + 1}`, name: `列${columns.length + 1}` }])}>添加列</Button>
        <Button onClick={() => edit('columns', ESTIMATE_COLUMNS)}>使用造价文件的列</Button>
      </Space>
    </Space>
  );
}

/** Sample rows for the preview: a project, two single works, three unit works, every column filled. */
function sampleRows(columns: TreeTableColumn[]): TreeRow[] {
  const values = (name: string, base: number): Record<string, unknown> =>
    Object.fromEntries(columns.map((c, i) => [c.bianma, c.type === 'money' ? base / (i + 1) : i === 0 ? name : `示例${c.name}`]));
  return [
    { id: 'p', ...values('示例建设项目', 3_000_000), children: [
      { id: 's1', ...values('示例单项工程一', 2_000_000), children: [{ id: 'u1', ...values('示例单位工程一', 1_500_000) }, { id: 'u2', ...values('示例单位工程二', 500_000) }] },
      { id: 's2', ...values('示例单项工程二', 1_000_000), children: [{ id: 'u3', ...values('示例单位工程三', 1_000_000) }] },
    ] },
  ];
}

/** The page as users get it, over sample rows (the app calls the config's data call for one record). */
function TreeTablePreview({ config, nodeId }: KindPreviewProps) {
  const c = asObject(config);
  const services = useMemo<TreeTableServices>(() => ({ load: () => Promise.resolve({ states: { state: 2, progress: 100 }, list: sampleRows(columnsOf(c)) }) }), [c]);
  return (
    <TreeTableServicesProvider value={services}>
      <TreeTablePage node={{ nodeId }} config={c as unknown as TreeTableConfig} unsaved />
    </TreeTableServicesProvider>
  );
}

/** A tree-table page: its call and columns edited as inputs, previewed over sample rows. */
export default defineDesignerKind({
  kind: 'tree-table',
  configSchema: TreeTableConfig,
  Palette: TreeTablePalette,
  Canvas: TreeTableCanvas,
  Preview: TreeTablePreview,
  previewModes: false,
  itemProblems: (config) => configProblems('tree-table', config, kindCompiledErrors('TreeTableConfig', config)),
});
