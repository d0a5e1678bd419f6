import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Descriptions, Empty, Popconfirm, Progress, Space, Steps, Table, Tag } from 'antd';
import { partName, type EvaluationPart, type RankRow, type RenderResult, type ReviewProject } from '../../../schemas/evaluation';
import { evaluationApi } from '../../api/evaluation';
import { useShell } from '../../layout/ShellContext';
import { ReviewFilesTable } from './ReviewFilesTable';
import { errorText, Loading, PARTS, PickProject, ProjectTable, partPath, sessionText, useLoad, useXmId } from './shared';

/** The pages of 专家评审 besides the score sheets (docs/bidding.md "专家评审"). */

const q = (xmId: string) => `?xmId=${encodeURIComponent(xmId)}`;

/** /bidZj/YsZj: 我的评审项目 (experts); administrators see every project with drawn experts. */
export function ReviewProjectsPage() {
  const { role } = useShell();
  return (
    <>
      <h2 style={{ fontSize: 16 }}>{role === 'M' ? '评审项目' : '我的评审项目'}</h2>
      <ProjectTable
        title="我的评审项目"
        links={(p) => (
          <Space wrap>
            {PARTS.map((part) => (
              <Link key={part} to={partPath(part, p.xmId)}>{partName(part)}</Link>
            ))}
            <Link to={`/bidEvaluationSys/reviewProcess/ZS${q(p.xmId)}`}>评审过程</Link>
            {role === 'M' && <Link to={`/bid/bidMeet${q(p.xmId)}`}>评审汇总</Link>}
          </Space>
        )}
      />
    </>
  );
}

/** Per part: sheets submitted / owed, for the caller (experts) or everybody (administrators). */
function partProgress(project: ReviewProject, part: EvaluationPart) {
  const owed = project.bids.length * project.experts.length;
  const done = project.sheets.filter((s) => s.part === part && s.state === 'submitted').length;
  return { done, owed };
}

/**
 * /bidEvaluationSys/reviewProcess/:bianma?xmId=: the review process of a project. `bianma` is the part
 * (ZS 资格审查, JS 技术评审, SW 商务评审) the process shows as current; the project is `xmId`.
 */
export function ReviewProcessPage() {
  const { bianma = '' } = useParams();
  const xmId = useXmId();
  const part = (PARTS as string[]).includes(bianma) ? (bianma as EvaluationPart) : null;
  const { data, error } = useLoad(() => (xmId ? evaluationApi.project(xmId) : Promise.resolve(null)), [xmId]);
  if (!part) return <Alert type="warning" showIcon message={`未知的评审环节「${bianma}」：应为 ZS（资格审查）、JS（技术评审）或 SW（商务评审）`} />;
  if (!xmId) return <PickProject target={(id) => `/bidEvaluationSys/reviewProcess/${part}${q(id)}`} />;
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!data) return <Loading />;
  return (
    <section aria-label="评审过程" data-testid="review-process">
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="项目名称">{data.project.xmmc}</Descriptions.Item>
        <Descriptions.Item label="评标时间">{sessionText(data.project)}</Descriptions.Item>
      </Descriptions>
      <Steps
        current={PARTS.indexOf(part)}
        items={PARTS.map((p) => {
          const { done, owed } = partProgress(data, p);
          return { title: <Link to={partPath(p, xmId)}>{partName(p)}</Link>, description: `已提交 ${done}/${owed}`, status: owed > 0 && done >= owed ? 'finish' : p === part ? 'process' : 'wait' };
        })}
      />
      {data.bids.length === 0 && <Empty description="该项目暂无已提交的投标文件" style={{ marginTop: 16 }} />}
    </section>
  );
}

/** /bidZj/KbZj?xmId=: 开标专家 — the project's drawn experts who score, with each one's progress (experts: themselves). */
export function OpeningExpertsPage() {
  const { role, user } = useShell();
  const xmId = useXmId();
  const { data, error } = useLoad(() => (xmId ? evaluationApi.project(xmId) : Promise.resolve(null)), [xmId]);
  if (!xmId) return <PickProject target={(id) => `/bidZj/KbZj${q(id)}`} />;
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!data) return <Loading />;
  return (
    <>
      <ExpertProgress project={data} title="开标专家" />
      {/* uploads: a drawn expert of the project (the project lists the caller then) or an administrator */}
      <ReviewFilesTable xmId={xmId} canUpload={role === 'M' || data.experts.some((e) => e.userId === user?.id)} />
    </>
  );
}

function ExpertProgress({ project, title }: { project: ReviewProject; title: string }) {
  const owed = project.bids.length;
  return (
    <section aria-label={title} data-testid="expert-progress">
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="项目名称">{project.project.xmmc}</Descriptions.Item>
        <Descriptions.Item label="评标时间">{sessionText(project.project)}</Descriptions.Item>
      </Descriptions>
      <Table
        rowKey="userId"
        dataSource={project.experts}
        pagination={false}
        locale={{ emptyText: <Empty description="该项目暂无评审专家" /> }}
        columns={[
          { title: '专家', dataIndex: 'name' },
          ...PARTS.map((part) => ({
            title: partName(part),
            key: part,
            render: (_: unknown, e: { userId: string }) => {
              const done = project.sheets.filter((s) => s.expertUserId === e.userId && s.part === part && s.state === 'submitted').length;
              return <Tag color={owed > 0 && done >= owed ? 'green' : undefined}>已提交 {done}/{owed}</Tag>;
            },
          })),
          {
            title: '总进度',
            key: 'all',
            render: (_: unknown, e: { userId: string }) => {
              const done = project.sheets.filter((s) => s.expertUserId === e.userId && s.state === 'submitted').length;
              const all = owed * PARTS.length;
              return <Progress percent={all ? Math.round((done / all) * 100) : 0} size="small" aria-label={`总进度 ${done}/${all}`} />;
            },
          },
        ]}
      />
    </section>
  );
}

/** /bid/reviewProcess?xmId= (administrators): progress per expert and part. */
export function AdminReviewProcessPage() {
  const xmId = useXmId();
  const { data, error } = useLoad(() => (xmId ? evaluationApi.project(xmId) : Promise.resolve(null)), [xmId]);
  if (!xmId) return <PickProject target={(id) => `/bid/reviewProcess${q(id)}`} />;
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!data) return <Loading />;
  return (
    <>
      <ExpertProgress project={data} title="评审过程" />
      <p style={{ marginTop: 12 }}>
        <Link to={`/bid/bidMeet${q(xmId)}`}>评审汇总与排名</Link>
      </p>
    </>
  );
}

/** /bid/bidMeet?xmId= (administrators): the ranking render-result answers; 生成评审结果 once every sheet is in. */
export function BidMeetPage() {
  const xmId = useXmId();
  const [result, setResult] = useState<RenderResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const project = useLoad(() => (xmId ? evaluationApi.project(xmId) : Promise.resolve(null)), [xmId]);
  if (!xmId) return <PickProject target={(id) => `/bid/bidMeet${q(id)}`} />;
  if (project.error) return <Alert type="error" showIcon message={project.error} />;
  if (!project.data) return <Loading />;
  const { submitted, total } = project.data.project;
  const render = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await evaluationApi.renderResult(xmId));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="评审汇总" data-testid="bid-meet">
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="项目名称">{project.data.project.xmmc}</Descriptions.Item>
        <Descriptions.Item label="投标人数">{project.data.bids.length}</Descriptions.Item>
        <Descriptions.Item label="评分表">已提交 {submitted}/{total}</Descriptions.Item>
      </Descriptions>
      <Space style={{ marginBottom: 12 }}>
        <Popconfirm title="按全部专家已提交的评分生成排名？" okText="生成" cancelText="取消" onConfirm={render}>
          <Button type="primary" loading={busy}>生成评审结果</Button>
        </Popconfirm>
        <Link to={`/bid/reviewProcess${q(xmId)}`}>各专家评审进度</Link>
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {result ? (
        <Table<RankRow>
          rowKey="bidId"
          dataSource={result.rows}
          pagination={false}
          caption={`评审结果（生成于 ${new Date(result.renderedAt).toLocaleString('zh-CN', { hour12: false })}）`}
          columns={[
            { title: '名次', dataIndex: 'rank', render: (r: number | null) => r ?? '—' },
            { title: '投标单位', dataIndex: 'tbdw' },
            { title: '投标报价（元）', dataIndex: 'tbbj', render: (v: number) => v.toLocaleString('zh-CN') },
            { title: '资格审查', dataIndex: 'qualified', render: (v: boolean) => (v ? <Tag color="green">合格</Tag> : <Tag color="red">不合格</Tag>) },
            { title: '技术得分', dataIndex: 'technical', render: (v: number | null) => v ?? '—' },
            { title: '商务得分', dataIndex: 'commercial', render: (v: number | null) => v ?? '—' },
            { title: '总分', dataIndex: 'total', render: (v: number | null) => v ?? '—' },
          ]}
        />
      ) : (
        <Empty description="尚未生成评审结果" />
      )}
    </section>
  );
}
