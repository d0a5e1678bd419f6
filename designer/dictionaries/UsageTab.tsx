import { useEffect, useState } from 'react';
import { Alert, Empty, Table } from 'antd';
import type { DictionaryUse } from '../../schemas/dictionary-manager';
import type { DictionaryApi, DictRef } from './api';

/** The fields whose dropdowns load this list (read from the saved page configs). */
export function UsageTab({ api, dict }: { api: DictionaryApi; dict: DictRef }) {
  const [rows, setRows] = useState<DictionaryUse[] | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    api.usage(dict).then(setRows, (e: Error) => setError(e.message));
  }, [api, dict]);
  if (error) return <Alert type="error" role="alert" showIcon message={error} />;
  if (rows && rows.length === 0) return <Empty description="没有字段使用此字典" />;
  return (
    <Table<DictionaryUse>
      aria-label="使用情况"
      size="small"
      loading={rows === null}
      rowKey={(r) => `${r.nodeId}:${r.bianma}`}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={rows ?? []}
      columns={[
        { title: '系统', dataIndex: 'systemCoding' },
        { title: '页面', dataIndex: 'nodeTitle' },
        { title: '字段', dataIndex: 'fieldName' },
        { title: '字段编码', dataIndex: 'bianma' },
      ]}
    />
  );
}
