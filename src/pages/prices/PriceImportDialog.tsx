import { useState } from 'react';
import { Alert, Button, Descriptions, Input, Modal, Space, Table, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { PRICE_COLUMNS, PRICE_MESSAGES, type PricePreview } from '../../../schemas/prices';
import { priceApi } from '../../api/prices';

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
const errorOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '请求失败，请稍后重试');

/**
 * 导入价格 (价格发布, administrators): the period and the .xlsx, 预览 (nothing stored: the refused rows
 * with their reasons, the change against the previous published period), then 确认导入 (stored as
 * 待发布). docs/prices-and-tasks.md "价格发布".
 */
export function PriceImportDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
  const [period, setPeriod] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PricePreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const form = () => {
    const f = new FormData();
    f.append('period', period.trim());
    f.append('file', file!, file!.name);
    return f;
  };
  const check = (): boolean => {
    if (!PERIOD.test(period.trim())) return setError(PRICE_MESSAGES.badPeriod), false;
    if (!file) return setError(PRICE_MESSAGES.noFile), false;
    return true;
  };
  const runPreview = async () => {
    if (!check()) return;
    setBusy(true);
    setError(null);
    try {
      setPreview(await priceApi.release.preview(form()));
    } catch (e) {
      setPreview(null);
      setError(errorOf(e));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!check()) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await priceApi.release.import(form());
      onDone(answer.message);
    } catch (e) {
      setError(errorOf(e));
    } finally {
      setBusy(false);
    }
  };
  const fileList: UploadFile[] = file ? [{ uid: 'price-file', name: file.name, status: 'done' }] : [];

  return (
    <Modal
      open
      title="导入价格"
      width={760}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button onClick={runPreview} loading={busy && !preview}>
            预览
          </Button>
          <Button type="primary" onClick={confirm} disabled={!preview || preview.rows === 0} loading={busy && !!preview}>
            确认导入
          </Button>
        </Space>
      }
    >
      <p style={{ marginTop: 0 }}>
        Excel（.xlsx）第一个工作表，表头：{Object.values(PRICE_COLUMNS).join('、')}。先预览：不合格的行及原因、与上一已发布期次的变化，确认后才保存为待发布。
      </p>
      <Space wrap style={{ marginBottom: 12 }}>
        <label htmlFor="price-period">期次</label>
        <Input
          id="price-period"
          placeholder="如 2026-12"
          style={{ width: 140 }}
          value={period}
          onChange={(e) => {
            setPeriod(e.target.value);
            setPreview(null);
          }}
        />
        <Upload
          accept=".xlsx"
          maxCount={1}
          fileList={fileList}
          beforeUpload={(f) => {
            setFile(f);
            setPreview(null);
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setPreview(null);
          }}
        >
          <Button>选择文件</Button>
        </Upload>
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="price-import-error" />}
      {preview && (
        <div data-testid="price-preview">
          <Descriptions size="small" column={3} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label="可导入">{preview.rows} 行</Descriptions.Item>
            <Descriptions.Item label="不合格">{preview.refusedCount} 行</Descriptions.Item>
            <Descriptions.Item label="对比期次">{preview.previousPeriod ?? '无（首期）'}</Descriptions.Item>
            <Descriptions.Item label="上涨">{preview.up}</Descriptions.Item>
            <Descriptions.Item label="下降">{preview.down}</Descriptions.Item>
            <Descriptions.Item label="持平">{preview.same}</Descriptions.Item>
            <Descriptions.Item label="新增">{preview.added}</Descriptions.Item>
            <Descriptions.Item label="本期没有">{preview.removed}</Descriptions.Item>
          </Descriptions>
          {preview.replacesDraft && <Alert type="warning" showIcon message="该期次已有待发布的导入，确认后将被替换" style={{ marginBottom: 12 }} />}
          {preview.refusedCount > 0 && (
            <>
              <h3 style={{ fontSize: 15 }}>不合格的行（不会导入）</h3>
              <Table
                size="small"
                rowKey="row"
                data-testid="price-refused"
                pagination={false}
                scroll={{ y: 200 }}
                dataSource={preview.refused}
                columns={[
                  { title: '行号', dataIndex: 'row', width: 80 },
                  { title: '原因', dataIndex: 'reason' },
                ]}
              />
            </>
          )}
          {preview.changes.length > 0 && (
            <>
              <h3 style={{ fontSize: 15, marginTop: 12 }}>变化最大的材料</h3>
              <Table
                size="small"
                rowKey={(c) => [c.city, c.county, c.name, c.spec, c.unit].join('|')}
                pagination={false}
                scroll={{ y: 200 }}
                dataSource={preview.changes}
                columns={[
                  { title: '城市', dataIndex: 'city', width: 90 },
                  { title: '区县', dataIndex: 'county', width: 90 },
                  { title: '材料名称', dataIndex: 'name' },
                  { title: '规格型号', dataIndex: 'spec' },
                  { title: '上期（元）', dataIndex: 'before', width: 100 },
                  { title: '本期（元）', dataIndex: 'after', width: 100 },
                ]}
              />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
