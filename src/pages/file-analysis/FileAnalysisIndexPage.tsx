import { Alert, Button, Progress, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMoney, isRunning, STATE_TEXT } from '../../../runtime/pages/tree-table/tree-rows';
import { feedback } from '../../app/feedback';
import { performOutcome } from '../../api/effects';
import { fileDetectionApi, type BidFileRow, type DetectionStatus, type FileDetectionApi } from '../../api/file-detection';
import { ShellContext } from '../../layout/ShellContext';
import { detailPathOf } from './paths';

/** What the page says once a detection is queued (spec 001 §4.4, §9: "detection takes about five minutes"). */
export const STARTED_NOTICE = '文件检测大约需要五分钟，完成后结果将自动刷新';
/** A failure without the server's words (spec 001 §8 "Detection failed": the message or "Failed"). */
export const FAILED = '失败';
const PAGE_SIZE = 10;
const POLL_MS = 2000;

type RowStatus = DetectionStatus | { state: 'error'; message: string };
const STATE_COLOURS: Record<number, string> = { [-2]: 'default', [-1]: 'default', 0: 'processing', 1: 'processing', 2: 'success', 3: 'error' };

/** The spec's error dialog for a failed detection: type 2, the server's (or the parser's) message, else 失败. */
function detectionFailed(message: string | undefined): void {
  performOutcome({ kind: 'dialog', dialogType: 2, message: message?.trim() || FAILED });
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : FAILED);

/** One row's detection state: a tag, with the progress while queued or parsing. */
function StateCell({ status }: { status: RowStatus | undefined }) {
  if (!status) return <Typography.Text type="secondary">读取中…</Typography.Text>;
  if (status.state === 'error') return <Typography.Text type="danger">状态读取失败：{status.message}</Typography.Text>;
  const text = isRunning(status.state) ? '正在解析文件' : (STATE_TEXT[status.state] ?? '未知状态');
  return (
    <Space direction="vertical" size={0} style={{ width: '100%' }}>
      <Tag color={STATE_COLOURS[status.state] ?? 'default'}>{text}</Tag>
      {isRunning(status.state) && <Progress size="small" percent={Math.round(status.progress ?? 0)} aria-label="检测进度" />}
      {status.state === 3 && status.message && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {status.message}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * 文件检测 (/fileAnalysis/index, spec 001 §2.3 / §4.4, docs/bidding.md "文件分析 pages and the tree
 * table"): the bid files the caller may see (the `trade-bd-files` list with its read rules), each
 * with its detection state. 检测 starts a detection (POST /ks/file/detection): on success the notice
 * says it takes about five minutes and the row asks for its state until it is done, showing the
 * progress and 正在解析文件; a refusal or a failed parse opens the spec's error dialog. 查看结果 opens
 * /fileAnalysis/deatil?id=<record> (the tree table).
 */
export default function FileAnalysisIndexPage({ api = fileDetectionApi, pollMs = POLL_MS }: { api?: FileDetectionApi; pollMs?: number } = {}) {
  const navigate = useNavigate();
  // developers read the states and results; enterprises (their own files) and administrators detect
  const canStart = useContext(ShellContext)?.role !== 'D';
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const [list, setList] = useState<{ phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; records: BidFileRow[]; total: number }>({ phase: 'loading' });
  const [statuses, setStatuses] = useState<Record<string, RowStatus>>({});
  const [starting, setStarting] = useState<string | null>(null);
  // The rows a detection was started or watched on from this page: their end is announced.
  const watched = useRef(new Set<string>());

  const readStatus = useCallback(
    async (id: string) => {
      let next: RowStatus;
      try {
        next = await api.status(id);
      } catch (e) {
        next = { state: 'error', message: messageOf(e) };
      }
      setStatuses((old) => ({ ...old, [id]: next }));
      if (next.state !== 'error' && !isRunning(next.state) && watched.current.has(id)) {
        watched.current.delete(id);
        if (next.state === 3) detectionFailed(next.message);
        else if (next.state === 2) void feedback.message().success('文件检测完成');
      }
    },
    [api],
  );

  useEffect(() => {
    let live = true;
    setList({ phase: 'loading' });
    api
      .bidFiles({ curPage: page, pageSize: PAGE_SIZE })
      .then((p) => {
        if (!live) return;
        setList({ phase: 'ready', records: p.records, total: p.total });
        p.records.forEach((r) => void readStatus(r.id));
      })
      .catch((e: unknown) => live && setList({ phase: 'error', message: messageOf(e) }));
    return () => {
      live = false;
    };
  }, [api, page, round, readStatus]);

  // Rows queued or parsing ask again until they are done: the notice promised an automatic refresh.
  const running = useMemo(() => Object.entries(statuses).filter(([, s]) => s.state !== 'error' && isRunning(s.state)).map(([id]) => id), [statuses]);
  useEffect(() => {
    if (running.length === 0) return;
    const timer = setTimeout(() => running.forEach((id) => {
      watched.current.add(id);
      void readStatus(id);
    }), pollMs);
    return () => clearTimeout(timer);
  }, [running, statuses, pollMs, readStatus]);

  const start = async (row: BidFileRow) => {
    setStarting(row.id);
    try {
      const answer = await api.start(row.id);
      if (!answer.isSuccess) {
        detectionFailed(answer.errorMessage);
        return;
      }
      void feedback.message().success(STARTED_NOTICE);
      watched.current.add(row.id);
      setStatuses((old) => ({ ...old, [row.id]: { state: 0, progress: 0 } }));
    } catch (e) {
      detectionFailed(messageOf(e));
    } finally {
      setStarting(null);
    }
  };

  const columns: ColumnsType<BidFileRow> = [
    { title: '序号', key: 'index', width: 64, render: (_v, _r, i) => (page - 1) * PAGE_SIZE + i + 1 },
    { title: '项目名称', dataIndex: 'xmmc', ellipsis: true, render: (v: unknown) => (typeof v === 'string' && v) || '—' },
    { title: '投标单位', dataIndex: 'tbdw', ellipsis: true, render: (v: unknown) => (typeof v === 'string' && v) || '—' },
    { title: '投标报价（元）', dataIndex: 'tbbj', width: 150, align: 'right', render: (v: unknown) => formatMoney(v) || '—' },
    { title: '文件状态', dataIndex: 'statusText', width: 100, render: (v: unknown) => (typeof v === 'string' && v) || '—' },
    { title: '检测状态', key: 'detection', width: 220, render: (_v, row) => <StateCell status={statuses[row.id]} /> },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      render: (_v, row) => {
        const s = statuses[row.id];
        const state = s && s.state !== 'error' ? s.state : undefined;
        const name = row.xmmc || row.tbdw || row.id;
        return (
          <Space size={0}>
            {canStart && (
              <Button type="link" size="small" loading={starting === row.id} disabled={isRunning(state)} onClick={() => void start(row)} aria-label={`检测 ${name}`}>
                检测
              </Button>
            )}
            <Button type="link" size="small" disabled={state === undefined || state < 0} onClick={() => navigate(detailPathOf(row.id))} aria-label={`查看结果 ${name}`}>
              查看结果
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <div className="ks-card" data-testid="file-analysis">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <h2 style={{ fontSize: 16, margin: 0 }}>文件检测</h2>
        <Typography.Text type="secondary">检测投标文件中的造价文件：解析工程造价树并核对各项费用之和</Typography.Text>
      </Space>
      {list.phase === 'error' ? (
        <Alert type="error" showIcon message={`投标文件加载失败：${list.message}`} action={<Button size="small" onClick={() => setRound((r) => r + 1)}>重新加载</Button>} />
      ) : (
        <Table<BidFileRow>
          rowKey="id"
          size="middle"
          loading={list.phase === 'loading'}
          columns={columns}
          dataSource={list.phase === 'ready' ? list.records : []}
          locale={{ emptyText: '暂无投标文件' }}
          scroll={{ x: 1000 }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.phase === 'ready' ? list.total : 0, onChange: setPage, showTotal: (t) => `共 ${t} 条`, hideOnSinglePage: true }}
        />
      )}
    </div>
  );
}
