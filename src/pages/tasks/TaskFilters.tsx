import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { TaskStatQuery } from '../../../schemas/task-statistics';
import { taskApi } from '../../api/tasks';

export interface TaskFilterValues extends TaskStatQuery {
  keyword?: string;
}

interface Choice {
  value: string;
  label: string;
}

/** The systems and regions that have counted records (from the unfiltered statistics). */
function useChoices() {
  const [choices, setChoices] = useState<{ systems: Choice[]; regions: Choice[] }>({ systems: [], regions: [] });
  useEffect(() => {
    let live = true;
    Promise.all([taskApi.todoList({}), taskApi.region({})])
      .then(([t, r]) => {
        if (!live) return;
        setChoices({
          systems: t.systems.map((s) => ({ value: s.key, label: s.name })),
          regions: r.rows.filter((x) => x.key).map((x) => ({ value: x.key, label: x.name })),
        });
      })
      .catch(() => undefined); // the API client has shown the reason
    return () => {
      live = false;
    };
  }, []);
  return choices;
}

/**
 * The statistics pages' search bar: 系统, 地区, 办理日期 from … to (native date inputs, both days
 * included), and on 任务进度 the enterprise keyword. 查询 applies, 重置 clears.
 */
export function TaskFilters({ onSearch, withKeyword, withRegion }: { onSearch: (f: TaskFilterValues) => void; withKeyword?: boolean; withRegion?: boolean }) {
  const [form] = Form.useForm<TaskFilterValues>();
  const { systems, regions } = useChoices();
  const search = () => {
    const v = form.getFieldsValue();
    onSearch({
      systemCoding: v.systemCoding || undefined,
      region: v.region || undefined,
      startDate: v.startDate || undefined,
      endDate: v.endDate || undefined,
      keyword: v.keyword?.trim() || undefined,
    });
  };
  return (
    <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }} aria-label="统计条件">
      <Form.Item name="systemCoding" label="系统" htmlFor="ks-task-system">
        <Select id="ks-task-system" allowClear placeholder="全部系统" options={systems} style={{ width: 200 }} />
      </Form.Item>
      {withRegion && (
        <Form.Item name="region" label="地区" htmlFor="ks-task-region">
          <Select id="ks-task-region" allowClear placeholder="全部地区" options={regions} style={{ width: 140 }} />
        </Form.Item>
      )}
      <Form.Item name="startDate" label="办理日期从" htmlFor="ks-task-start">
        <Input id="ks-task-start" type="date" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="endDate" label="至" htmlFor="ks-task-end">
        <Input id="ks-task-end" type="date" style={{ width: 160 }} />
      </Form.Item>
      {withKeyword && (
        <Form.Item name="keyword" label="企业" htmlFor="ks-task-keyword">
          <Input id="ks-task-keyword" placeholder="企业名称或信用代码" maxLength={64} allowClear style={{ width: 200 }} />
        </Form.Item>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search();
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
