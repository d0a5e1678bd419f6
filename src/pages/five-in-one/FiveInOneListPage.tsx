import { Button, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REGISTRATIONS, type RegistrationState } from '../../../schemas/five-in-one';
import type { FiveInOneRow } from '../../../schemas/five-in-one-calls';
import { fiveInOneApi } from '../../api/five-in-one';
import { useShell } from '../../layout/ShellContext';
import { PagedTable, usePagedRows } from '../../shared/FilteredPagedTable';
import { StateTag } from './states';
import { detailPath } from './paths';

// What still asks for the applicant: a registration not yet made, a draft, or one sent back.
const OPEN: readonly RegistrationState[] = ['none', 'draft', 'rejected'];

/**
 * 进场登记 (/fiveInOne/list, docs/projects.md "五合一进场登记"): the caller's projects (an
 * administrator's: all of their scope) with the state of each of the five registrations, read in
 * one call; 登记 / 查看 opens the project's detail at its first registration still to do.
 */
export default function FiveInOneListPage() {
  const navigate = useNavigate();
  const { role } = useShell();
  const [typed, setTyped] = useState('');
  const fetch = useCallback(
    ({ curPage, pageSize, filter }: { curPage: number; pageSize: number; filter: string }) => fiveInOneApi.list({ curPage, pageSize, ...(filter ? { xmmc: filter } : {}) }),
    [],
  );
  const rows = usePagedRows<FiveInOneRow, string>(fetch, '');
  const applicant = role === 'U';
  const shown = REGISTRATIONS;

  const columns: ColumnsType<FiveInOneRow> = [
    { title: '项目名称', dataIndex: 'xmmc', ellipsis: true, render: (v: string) => v || '（未填写）' },
    { title: '项目编号', dataIndex: 'xmbh', width: 130, render: (v: string) => v || '—' },
    ...(applicant ? [] : [{ title: '所属企业', dataIndex: 'enterpriseName', width: 160, render: (v: string) => v || '—' }]),
    ...shown.map((r) => ({ title: r.title, key: r.key, width: 96, render: (_: unknown, row: FiveInOneRow) => <StateTag state={row.states[r.key]} /> })),
    {
      title: '操作',
      key: 'open',
      width: 90,
      render: (_, row) => {
        // 专家抽取 is the administrators' to do, not the applicant's
        const todo = applicant ? shown.find((r) => r.records && OPEN.includes(row.states[r.key])) : undefined;
        const label = todo ? '登记' : '查看';
        return (
          <Button type="link" size="small" onClick={() => navigate(detailPath(todo?.key ?? 'xmxx', row.id))} aria-label={`${label} ${row.xmmc || row.id}`}>
            {label}
          </Button>
        );
      },
    },
  ];

  return (
    <div className="ks-card" data-testid="five-in-one-list">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <h2 style={{ fontSize: 16, margin: 0 }}>进场登记</h2>
        <Space wrap>
          <Input.Search
            aria-label="项目名称"
            placeholder="按项目名称查询"
            allowClear
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => rows.setFilter(v.trim())}
            style={{ width: 240 }}
          />
          {applicant && (
            <Button type="primary" onClick={() => navigate(detailPath('xmxx'))}>
              新增项目
            </Button>
          )}
        </Space>
      </Space>
      <PagedTable rows={rows} columns={columns} rowKey="id" emptyText="暂无项目" />
    </div>
  );
}
