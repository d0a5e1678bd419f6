import { Button, Modal, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import type { FiveInOneRow } from '../../../schemas/five-in-one-calls';
import type { PushRow } from '../../../schemas/sync';
import type { SystemSummary } from '../../../schemas/system';
import { localTime } from '../../../runtime/core/local-time';
import { fiveInOneApi } from '../../api/five-in-one';
import { fetchSystems } from '../../api/menu';
import { feedback } from '../../app/feedback';
import { useShell } from '../../layout/ShellContext';

const COLUMNS: ColumnsType<PushRow> = [
  { title: '推送时间', key: 'at', width: 170, render: (_, r) => localTime(r.at) },
  { title: '目标系统', key: 'target', render: (_, r) => r.targetSystemName || r.targetSystem },
  { title: '结果', key: 'result', width: 80, render: (_, r) => <Tag color={r.result === '成功' ? 'green' : 'red'}>{r.result}</Tag> },
  { title: '原因', dataIndex: 'reason', render: (v: string) => v || '—' },
  { title: '推送人', dataIndex: 'userName', width: 110 },
];

/**
 * 推送 (administrators, docs/projects.md "数据同步 Sync"): sends the project with its
 * registrations to another system of the platform, and lists this project's pushes with their result.
 */
export function PushButton({ project }: { project: FiveInOneRow }) {
  const { area } = useShell();
  const [open, setOpen] = useState(false);
  const [systems, setSystems] = useState<SystemSummary[]>([]);
  const [target, setTarget] = useState<string | undefined>();
  const [pushes, setPushes] = useState<PushRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!open) return;
    let live = true;
    fetchSystems()
      .then((list) => live && setSystems(list.filter((s) => s.systemCoding !== area?.systemCoding)))
      .catch(() => undefined);
    fiveInOneApi
      .pushes({ id: project.id, pageSize: 20 })
      .then((page) => live && setPushes(page.records))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, project.id, area?.systemCoding, round]);
  const push = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      await fiveInOneApi.push({ id: project.id, targetSystem: target });
      feedback.message().success('推送成功');
    } catch {
      // the API client has shown the reason; the failed push is in the list below
    } finally {
      setBusy(false);
      setRound((r) => r + 1);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>推送</Button>
      <Modal open={open} title={`推送项目 — ${project.xmmc || project.id}`} footer={null} width={760} onCancel={() => setOpen(false)} destroyOnHidden>
        <Space style={{ marginBottom: 12 }} wrap>
          <label htmlFor="ks-push-target">目标系统</label>
          <Select
            id="ks-push-target"
            style={{ width: 260 }}
            placeholder="请选择目标系统"
            value={target}
            onChange={setTarget}
            options={systems.map((s) => ({ label: s.systemName, value: s.systemCoding }))}
          />
          <Button type="primary" onClick={() => void push()} loading={busy} disabled={!target}>确认推送</Button>
        </Space>
        <Table<PushRow> rowKey="id" size="small" columns={COLUMNS} dataSource={pushes} pagination={false} locale={{ emptyText: '尚未推送过' }} />
      </Modal>
    </>
  );
}
