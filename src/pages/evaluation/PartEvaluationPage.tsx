import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Empty, InputNumber, Popconfirm, Radio, Space, Table, Tabs, Tag } from 'antd';
import { partName, type Bid, type EvaluationPart, type ReviewProject, type Scores, type Sheet } from '../../../schemas/evaluation';
import { evaluationApi } from '../../api/evaluation';
import { useShell } from '../../layout/ShellContext';
import { errorText, Loading, PickProject, partPath, sessionText, useLoad, useXmId } from './shared';

/**
 * /bidEvaluationSys/ZSbidEvaluation, JSbidEvaluation, SWbidEvaluation ?xmId= (docs/bidding.md "专家评审"):
 * an expert's score sheet per bidder for one part — items, the total live, 保存 and 提交 (confirmed),
 * locked once submitted; administrators see every expert's state and total per bidder instead.
 */
function PartEvaluation({ part }: { part: EvaluationPart }) {
  const xmId = useXmId();
  const { role } = useShell();
  const { data, error } = useLoad(() => (xmId ? evaluationApi.project(xmId) : Promise.resolve(null)), [xmId]);
  const title = partName(part);
  if (!xmId) return <PickProject target={(id) => partPath(part, id)} />;
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!data) return <Loading />;
  return (
    <section aria-label={title} data-testid={`evaluation-${part}`}>
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="项目名称">{data.project.xmmc}</Descriptions.Item>
        <Descriptions.Item label="项目编号">{data.project.xmbh}</Descriptions.Item>
        <Descriptions.Item label="评标时间">{sessionText(data.project)}</Descriptions.Item>
      </Descriptions>
      <Space style={{ marginBottom: 12 }} wrap>
        {(['ZS', 'JS', 'SW'] as const).map((p) => (p === part ? <Tag key={p} color="blue">{partName(p)}</Tag> : <Link key={p} to={partPath(p, xmId)}>{partName(p)}</Link>))}
        <Link to={`/bidEvaluationSys/reviewProcess/${part}?xmId=${encodeURIComponent(xmId)}`}>评审过程</Link>
      </Space>
      {data.bids.length === 0 ? <Empty description="该项目暂无已提交的投标文件" /> : role === 'M' ? <PartMatrix part={part} project={data} /> : <ExpertSheets part={part} project={data} />}
    </section>
  );
}

function PartMatrix({ part, project }: { part: EvaluationPart; project: ReviewProject }) {
  const cell = (bidId: string, userId: string) => {
    const s = project.sheets.find((x) => x.bidId === bidId && x.expertUserId === userId && x.part === part);
    if (!s) return <Tag>未评分</Tag>;
    const value = part === 'ZS' ? (s.total === null ? '' : s.total === 1 ? '合格' : '不合格') : s.total === null ? '' : `${s.total} 分`;
    return <Tag color={s.state === 'submitted' ? 'green' : 'gold'}>{s.state === 'submitted' ? '已提交' : '草稿'} {value}</Tag>;
  };
  return (
    <Table<Bid>
      rowKey="bidId"
      dataSource={project.bids}
      pagination={false}
      locale={{ emptyText: <Empty description="暂无投标人" /> }}
      columns={[
        { title: '投标单位', dataIndex: 'tbdw' },
        { title: '投标报价（元）', dataIndex: 'tbbj', render: (v: number) => v.toLocaleString('zh-CN') },
        ...project.experts.map((e) => ({ title: e.name, key: e.userId, render: (_: unknown, b: Bid) => cell(b.bidId, e.userId) })),
      ]}
    />
  );
}

function ExpertSheets({ part, project }: { part: EvaluationPart; project: ReviewProject }) {
  const [active, setActive] = useState(project.bids[0].bidId);
  // the tabs say which sheets are in: from the project as loaded, then from each submit
  const [submitted, setSubmitted] = useState(() => new Set(project.sheets.filter((x) => x.part === part && x.state === 'submitted').map((x) => x.bidId)));
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={project.bids.map((b) => ({
        key: b.bidId,
        label: `${b.tbdw}${submitted.has(b.bidId) ? '（已提交）' : ''}`,
        children: active === b.bidId ? <SheetForm part={part} project={project} bid={b} onSubmitted={() => setSubmitted((all) => new Set(all).add(b.bidId))} /> : null,
      }))}
    />
  );
}

function SheetForm({ part, project, bid, onSubmitted }: { part: EvaluationPart; project: ReviewProject; bid: Bid; onSubmitted: () => void }) {
  const xmId = project.project.xmId;
  const items = project.template[part];
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [scores, setScores] = useState<Scores>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    evaluationApi.sheet(xmId, bid.bidId, part).then(
      (s) => {
        if (!live) return;
        setSheet(s);
        setScores(s.scores);
      },
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [xmId, bid.bidId, part]);
  const locked = sheet?.state === 'submitted';
  const total = useMemo(() => {
    if (part === 'ZS') {
      if (items.some((i) => scores[i.key] === 'fail')) return '不合格';
      return items.every((i) => scores[i.key] === 'pass') ? '合格' : '未完成';
    }
    return `${Math.round(items.reduce((sum, i) => sum + (typeof scores[i.key] === 'number' ? (scores[i.key] as number) : 0), 0) * 100) / 100} 分`;
  }, [items, part, scores]);
  if (!sheet) return error ? <Alert type="error" showIcon message={error} /> : <Loading />;
  const typed = (): Scores => Object.fromEntries(Object.entries(scores).filter(([k, v]) => v !== null && items.find((i) => i.key === k)?.kind !== 'price'));
  const write = async (submit: boolean) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const s = await evaluationApi.save(xmId, bid.bidId, part, typed(), submit);
      setSheet(s);
      setScores(s.scores);
      setNotice(submit ? '已提交，评分表已锁定' : '已保存');
      if (s.state === 'submitted') onSubmitted();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={`${bid.tbdw} · 投标报价 ${bid.tbbj.toLocaleString('zh-CN')} 元`} extra={locked ? <Tag color="green">已提交（已锁定）</Tag> : <Tag>{sheet.state === 'draft' ? '草稿' : '未评分'}</Tag>} data-testid="score-sheet">
      <table className="score-sheet" style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', paddingBottom: 8 }}>{partName(part)}评分表</caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left' }}>评分项</th>
            <th scope="col" style={{ textAlign: 'left' }}>{part === 'ZS' ? '结论' : '满分'}</th>
            {part !== 'ZS' && <th scope="col" style={{ textAlign: 'left' }}>得分</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.key}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', padding: '6px 0' }}>{i.name}</th>
              {part === 'ZS' ? (
                <td>
                  <Radio.Group
                    aria-label={i.name}
                    disabled={locked}
                    value={scores[i.key]}
                    onChange={(e) => setScores({ ...scores, [i.key]: e.target.value as 'pass' | 'fail' })}
                    options={[
                      { label: '合格', value: 'pass' },
                      { label: '不合格', value: 'fail' },
                    ]}
                  />
                </td>
              ) : (
                <>
                  <td>{i.max}</td>
                  <td>
                    {i.kind === 'price' ? (
                      <span title="按投标报价自动计算：基准价（最低有效报价）÷ 投标报价 × 满分">{String(scores[i.key] ?? 0)}（自动计算）</span>
                    ) : (
                      <InputNumber
                        aria-label={i.name}
                        min={0}
                        max={i.max}
                        step={0.5}
                        precision={2}
                        disabled={locked}
                        value={typeof scores[i.key] === 'number' ? (scores[i.key] as number) : null}
                        onChange={(v) => setScores({ ...scores, [i.key]: v ?? (null as unknown as number) })}
                      />
                    )}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginTop: 12 }} aria-live="polite" data-testid="sheet-total">
        {part === 'ZS' ? '结论：' : '合计：'}
        <strong>{total}</strong>
      </p>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {notice && <Alert type="success" showIcon message={notice} style={{ marginBottom: 12 }} />}
      {!locked && (
        <Space>
          <Button onClick={() => void write(false)} loading={busy}>保存</Button>
          <Popconfirm title="提交后评分表将锁定，不能再修改。确认提交？" okText="确认提交" cancelText="取消" onConfirm={() => write(true)}>
            <Button type="primary" loading={busy}>提交</Button>
          </Popconfirm>
        </Space>
      )}
    </Card>
  );
}

export const ZsPage = () => <PartEvaluation part="ZS" />;
export const JsPage = () => <PartEvaluation part="JS" />;
export const SwPage = () => <PartEvaluation part="SW" />;
export default ZsPage;
