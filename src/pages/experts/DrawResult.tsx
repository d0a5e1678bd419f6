import { useState } from 'react';
import { Alert, Button, Descriptions, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { DrawnExpert, ExpertDraw, RecheckAnswer } from '../../../schemas/experts';
import { localTime } from '../../../runtime/core/local-time';
import { expertApi } from '../../api/experts';

const failure = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/** 评标时间 as one line: the day once when the session ends the same day. */
export function sessionText(d: Pick<ExpertDraw, 'sessionStart' | 'sessionEnd'>): string {
  const start = localTime(d.sessionStart);
  const end = localTime(d.sessionEnd);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} – ${end.slice(11)}` : `${start} – ${end}`;
}

/**
 * One draw's result: its inputs and the experts, as the server answered for this caller (names only
 * where visible; 已抽取 N 名专家（开标前不公开） otherwise). `manage` (administrators) adds 替换 per
 * expert and 复核.
 */
export function DrawResult({ draw, manage, onChanged }: { draw: ExpertDraw; manage: boolean; onChanged?: (d: ExpertDraw) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [check, setCheck] = useState<RecheckAnswer | null>(null);

  const replace = async (expertId: string) => {
    setBusy(expertId);
    setError(null);
    setCheck(null);
    try {
      onChanged?.(await expertApi.replace(draw.id, expertId));
    } catch (e) {
      setError(failure(e, '替换失败，请稍后重试'));
    } finally {
      setBusy(null);
    }
  };
  const recheck = async () => {
    setBusy('recheck');
    setError(null);
    try {
      setCheck(await expertApi.recheck(draw.id));
    } catch (e) {
      setError(failure(e, '复核失败，请稍后重试'));
    } finally {
      setBusy(null);
    }
  };

  const columns: ColumnsType<DrawnExpert> = [
    { title: '序号', key: 'n', width: 64, render: (_, __, i) => i + 1 },
    { title: '姓名', dataIndex: 'name', width: 100 },
    { title: '专业', dataIndex: 'specialty', width: 90 },
    { title: '地区', dataIndex: 'region', width: 150 },
    { title: '工作单位', dataIndex: 'workUnit' },
    ...(manage ? [{ title: '联系电话', dataIndex: 'phone', width: 130 }] : []),
    {
      title: '状态',
      key: 'state',
      width: 120,
      render: (_, e) => (e.state === 'declined' ? <Tag>已拒绝（已替换）</Tag> : <Tag color="green">{e.step > 1 ? '补抽入选' : '入选'}</Tag>),
    },
    ...(manage
      ? [
          {
            title: '操作',
            key: 'op',
            width: 90,
            render: (_: unknown, e: DrawnExpert) =>
              e.state === 'drawn' ? (
                <Popconfirm title={`${e.name}拒绝参加，按同样条件补抽一名？`} okText="替换" cancelText="取消" onConfirm={() => replace(e.expertId)}>
                  <Button type="link" size="small" loading={busy === e.expertId} aria-label={`替换 ${e.name}`}>
                    替换
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <div data-testid="expert-draw-result">
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label="项目">{draw.projectName}</Descriptions.Item>
        <Descriptions.Item label="评标时间">{sessionText(draw)}</Descriptions.Item>
        <Descriptions.Item label="专业">{draw.specialtyName}</Descriptions.Item>
        <Descriptions.Item label="地区">{draw.regionName}</Descriptions.Item>
        <Descriptions.Item label="抽取人数">{draw.count} 名</Descriptions.Item>
        {manage && <Descriptions.Item label="投标企业（回避）">{draw.bidders.map((b) => b.name).join('、') || '无'}</Descriptions.Item>}
      </Descriptions>
      {draw.visible ? (
        <Table<DrawnExpert> style={{ marginTop: 12 }} size="small" rowKey="expertId" columns={columns} dataSource={draw.experts} pagination={false} locale={{ emptyText: <Empty description="暂无专家" /> }} />
      ) : (
        <Alert style={{ marginTop: 12 }} type="info" showIcon message={draw.notice} />
      )}
      {manage && (
        <Space style={{ marginTop: 12 }} wrap>
          <Button onClick={() => void recheck()} loading={busy === 'recheck'}>
            复核
          </Button>
          <span style={{ color: 'var(--ks-text-muted)' }}>按保存的随机种子与候选名单重算，结果应与本次抽取一致（共 {draw.steps.length} 步）</span>
        </Space>
      )}
      <div role="status" aria-live="polite" style={{ marginTop: 8 }}>
        {check && <Alert type={check.consistent ? 'success' : 'error'} showIcon message={`复核结果：${check.message}`} />}
        {error && <Alert type="error" showIcon message={error} />}
      </div>
    </div>
  );
}
