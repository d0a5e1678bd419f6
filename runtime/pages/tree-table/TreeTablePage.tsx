import { Alert, Button, Empty, Progress, Result, Space, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TreeTableConfig } from '../../../schemas/page-kinds/tree-table/config';
import { TREE_TABLE_HEIGHT, treeTableMissing } from '../../../schemas/page-kinds/tree-table';
import type { DashboardPageProps } from '../define';
import { useTreeTableServices, type TreeTableData } from './tree-table-services';
import { countRows, formatMoney, isRunning, numberRows, parentKeys, STATE_TEXT, visibleCount, withoutEmptyChildren, type TreeRow } from './tree-rows';

type Load = { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; data: TreeTableData };

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');

/** How often a page whose call is still parsing asks again (the shell's services may say otherwise). */
export const TREE_TABLE_POLL_MS = 3000;

const INDEX_WIDTH = 90;
const TEXT_WIDTH = 220;
const MONEY_WIDTH = 150;

/** The table of rows: 序号, the config's columns, 全部展开 / 全部收起, fixed height, virtual rows. */
function TreeTableView({ config, rows }: { config: TreeTableConfig; rows: TreeRow[] }) {
  const data = useMemo(() => withoutEmptyChildren(rows), [rows]);
  const numbers = useMemo(() => numberRows(data), [data]);
  const parents = useMemo(() => parentKeys(data), [data]);
  const total = useMemo(() => countRows(data), [data]);
  const [open, setOpen] = useState<readonly string[]>([]);
  const openSet = useMemo(() => new Set(open), [open]);
  const shown = visibleCount(data, openSet);
  const allOpen = parents.length > 0 && open.length >= parents.length && parents.every((k) => openSet.has(k));
  const height = config.height ?? TREE_TABLE_HEIGHT;
  const withIndex = config.index !== false;

  const columns = useMemo<ColumnsType<TreeRow>>(() => {
    const own = (config.columns ?? []).map((c) => {
      const money = c.type === 'money';
      return {
        key: c.bianma,
        dataIndex: c.bianma,
        title: c.name,
        width: c.width ?? (money ? MONEY_WIDTH : TEXT_WIDTH),
        align: money ? ('right' as const) : undefined,
        ellipsis: !money,
        render: (v: unknown) => (money ? formatMoney(v) : v === null || v === undefined ? '' : String(v)),
      };
    });
    const index = { key: '__index', title: '序号', width: INDEX_WIDTH, render: (_: unknown, row: TreeRow) => numbers.get(row.id) ?? '' };
    return withIndex ? [index, ...own] : own;
  }, [config.columns, numbers, withIndex]);
  const width = columns.reduce((n, c) => n + (typeof c.width === 'number' ? c.width : 0), 0);

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={8}>
      <Space wrap size={16}>
        <Button onClick={() => setOpen(allOpen ? [] : parents)} disabled={parents.length === 0} aria-pressed={allOpen}>
          {allOpen ? '全部收起' : '全部展开'}
        </Button>
        <Typography.Text type="secondary" data-testid="tree-table-count" aria-live="polite">
          共 {total} 行，显示 {shown} 行
        </Typography.Text>
      </Space>
      <Table<TreeRow>
        rowKey="id"
        size="small"
        bordered
        virtual
        pagination={false}
        columns={columns}
        dataSource={data}
        scroll={{ x: width, y: height }}
        expandable={{
          expandedRowKeys: open as string[],
          onExpandedRowsChange: (keys) => setOpen(keys.map(String)),
          // the tree's indent and buttons go with the names, not the numbers
          expandIconColumnIndex: withIndex && columns.length > 1 ? 1 : 0,
          indentSize: 16,
        }}
        locale={{ emptyText: <Empty description="暂无数据" /> }}
        aria-label={config.title ?? '树形表格'}
      />
    </Space>
  );
}

/** The call's state when it is not a result: the spec's "not started" block, 正在解析文件, a failure. */
function StateBlock({ data, onReload }: { data: TreeTableData; onReload: () => void }) {
  const s = data.states;
  if (!s) return null;
  if (s.state < 0) return <Result status="info" title={STATE_TEXT[s.state] ?? '暂无数据'} data-testid="tree-table-not-started" />;
  if (isRunning(s.state)) {
    return (
      <div role="status" aria-live="polite" style={{ padding: '48px 0', textAlign: 'center' }}>
        <Spin />
        <Typography.Paragraph style={{ marginTop: 12 }}>正在解析文件{s.state === 0 ? '（排队中）' : ''}</Typography.Paragraph>
        <Progress percent={Math.max(0, Math.min(100, Math.round(s.progress ?? 0)))} style={{ maxWidth: 360, margin: '0 auto' }} aria-label="解析进度" />
      </div>
    );
  }
  if (s.state === 3) {
    return (
      <Alert
        type="error"
        showIcon
        message="检测失败"
        description={s.message || '失败'}
        action={<Button size="small" onClick={onReload}>重新加载</Button>}
      />
    );
  }
  return null;
}

/**
 * A tree-table page (page kind `tree-table`, docs/page-kinds/tree-table.md): the rows of the
 * config's data call as a tree table of fixed height (600 by default) with virtual rows, 序号
 * numbering the tree, money right-aligned with thousands separators, 全部展开 / 全部收起. While the
 * call says the file is queued or parsing it shows 正在解析文件 with the progress and asks again.
 */
export function TreeTablePage({ node, config }: DashboardPageProps<TreeTableConfig>) {
  const services = useTreeTableServices();
  const title = config.title ?? node.title;
  const missing = treeTableMissing(config);
  const ready = missing.length === 0;
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    services
      .load(config)
      .then((data) => live && setLoad({ phase: 'ready', data: { ...data, list: Array.isArray(data.list) ? data.list : [] } }))
      .catch((e: unknown) => live && setLoad({ phase: 'error', message: messageOf(e) }));
    return () => {
      live = false;
    };
    // the config object changes identity on every designer edit; its call and node decide the data
  }, [services, ready, config.call, config.gnCoding, round]); // eslint-disable-line react-hooks/exhaustive-deps

  // Queued or parsing: ask again until it is done or failed (the notice promised an automatic refresh).
  const running = load.phase === 'ready' && isRunning(load.data.states?.state);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, services.pollMs ?? TREE_TABLE_POLL_MS);
    return () => clearTimeout(timer);
  }, [running, load, reload, services.pollMs]);

  let body;
  if (!ready) body = <Empty description={`树形表格尚未配置：未选择${missing.join('、')}`} />;
  else if (load.phase === 'loading') body = <Spin tip="数据加载中…"><div style={{ height: 120 }} /></Spin>;
  else if (load.phase === 'error') body = <Alert type="error" showIcon message={`加载失败：${load.message}`} action={<Button size="small" onClick={reload}>重新加载</Button>} />;
  else {
    const state = load.data.states?.state;
    const result = state === undefined || state === 2;
    body = result ? <TreeTableView config={config} rows={load.data.list} /> : <StateBlock data={load.data} onReload={reload} />;
  }
  return (
    <section aria-label={title ?? '树形表格'} data-testid="tree-table-page">
      {title && <Typography.Title level={4}>{title}</Typography.Title>}
      {body}
    </section>
  );
}
