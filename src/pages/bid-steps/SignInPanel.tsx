import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Table, Tag } from 'antd';
import type { SignInKind, SignInList, SignInRow } from '../../../schemas/bid-steps';
import { localTime } from '../../../runtime/core/local-time';
import { bidStepApi } from '../../api/bid-steps';

const TEXT: Record<SignInKind, { title: string; who: string; empty: string }> = {
  bidder: { title: '投标人签到名单', who: '投标单位', empty: '该项目暂无已提交的投标文件' },
  expert: { title: '评标专家签到名单', who: '专家姓名', empty: '该项目暂无抽取的评标专家' },
};

const failed = (e: unknown) => (e instanceof Error && e.message ? e.message : '操作失败，请稍后重试');

/**
 * 签到 of a sign-in step (docs/bidding.md "签到"): the project's real bidders (its bid files) or its
 * drawn experts, each with their check-in state; an administrator signs them in or out while the
 * step is current. The step's count field is the server's count of this list (`onChanged` sets it in the form).
 */
export function SignInPanel({ xmId, kind, canSign, onChanged }: { xmId: string; kind: SignInKind; canSign: boolean; onChanged: (signedIn: number) => void }) {
  const [list, setList] = useState<SignInList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    bidStepApi.signIns(xmId).then(
      (l) => live && setList(l),
      (e: unknown) => live && setError(failed(e)),
    );
    return () => {
      live = false;
    };
  }, [xmId]);
  const toggle = async (row: SignInRow) => {
    setBusy(row.id);
    setError(null);
    try {
      const next = await bidStepApi.signIn(xmId, kind, row.id, !row.signedIn);
      setList(next);
      onChanged((kind === 'bidder' ? next.bidders : next.experts).filter((r) => r.signedIn).length);
    } catch (e) {
      setError(failed(e));
    } finally {
      setBusy(null);
    }
  };
  const rows = list ? (kind === 'bidder' ? list.bidders : list.experts) : [];
  const t = TEXT[kind];
  return (
    <section aria-label={t.title} data-testid={`sign-in-${kind}`} style={{ marginBottom: 16 }}>
      <h3 style={{ fontSize: 15 }}>
        {t.title}
        {list && `（已签到 ${rows.filter((r) => r.signedIn).length}/${rows.length}）`}
      </h3>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 8 }} />}
      <Table<SignInRow>
        rowKey="id"
        size="small"
        loading={!list && !error}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={t.empty} /> }}
        columns={[
          { title: t.who, dataIndex: 'name' },
          { title: '签到状态', dataIndex: 'signedIn', render: (v: boolean) => (v ? <Tag color="green">已签到</Tag> : <Tag>未签到</Tag>) },
          { title: '签到时间', dataIndex: 'signedAt', render: (v: string | null) => (v ? localTime(v) : '—') },
          ...(canSign
            ? [
                {
                  title: '操作',
                  key: 'op',
                  render: (_: unknown, r: SignInRow) => (
                    <Button size="small" type={r.signedIn ? 'default' : 'primary'} loading={busy === r.id} disabled={busy !== null && busy !== r.id} onClick={() => void toggle(r)} aria-label={`${r.signedIn ? '取消签到' : '签到'} ${r.name}`}>
                      {r.signedIn ? '取消签到' : '签到'}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
