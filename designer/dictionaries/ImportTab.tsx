import { useState } from 'react';
import { Alert, Button, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { DICTIONARY_MAX_IMPORT_BYTES, type DictionaryDetail, type ImportRowProblem } from '../../schemas/dictionary-manager';
import type { DictionaryApi, DictRef } from './api';

interface Props {
  api: DictionaryApi;
  dict: DictRef;
  version: number;
  onImported: (detail: DictionaryDetail, message: string) => void;
}

/** Saves a blob as a file through a temporary link. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const MAX_MB = DICTIONARY_MAX_IMPORT_BYTES / 1024 / 1024;

/**
 * Import from .xlsx: the whole file replaces the list as a new version, or, when any row is bad,
 * nothing is saved and every bad row is listed with its row number and reason.
 */
export function ImportTab({ api, dict, version, onImported }: Props) {
  const [refused, setRefused] = useState<{ message: string; rows: ImportRowProblem[] } | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setRefused(null);
    setError(undefined);
    if (!/\.xlsx$/i.test(file.name)) return setError('请选择 .xlsx 文件');
    if (file.size > DICTIONARY_MAX_IMPORT_BYTES) return setError(`文件不能超过 ${MAX_MB}MB`);
    setBusy(true);
    try {
      const outcome = await api.importXlsx(dict, file, version);
      if (outcome.kind === 'refused') setRefused({ message: `有 ${outcome.rows.length} 行不符合要求，整份文件未导入，请修改后重新导入`, rows: outcome.rows });
      else onImported(outcome.detail, outcome.message);
    } catch (e) {
      setError(e instanceof Error ? e.message : '导入失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Typography.Paragraph type="secondary">
        每行一个字典项，填到第几级就是第几级的选项，上级各列的取值须填写。导入的内容替换当前字典项并保存为新版本；有任何一行不合格时整份文件不导入。文件不超过 {MAX_MB}MB。
      </Typography.Paragraph>
      <Space>
        <Button icon={<DownloadOutlined />} onClick={() => void api.template().then(({ blob, fileName }) => saveBlob(blob, fileName), (e: Error) => setError(e.message))}>
          下载模板
        </Button>
        <Upload accept=".xlsx" showUploadList={false} beforeUpload={(file) => (void send(file), false)}>
          <Button type="primary" icon={<UploadOutlined />} loading={busy}>
            导入 .xlsx
          </Button>
        </Upload>
      </Space>
      {error && <Alert type="error" role="alert" showIcon message={error} style={{ marginTop: 12 }} />}
      {refused && (
        <div style={{ marginTop: 12 }}>
          <Alert type="error" role="alert" showIcon message={refused.message} />
          <Table<ImportRowProblem>
            aria-label="不合格的行"
            size="small"
            style={{ marginTop: 8 }}
            rowKey="row"
            pagination={false}
            dataSource={refused.rows}
            columns={[
              { title: '行号', dataIndex: 'row', width: 80, render: (r: number) => `第 ${r} 行` },
              { title: '原因', dataIndex: 'reason' },
            ]}
          />
        </div>
      )}
    </div>
  );
}
