import { useEffect, useId, useState } from 'react';
import { Alert, Button, Input, Modal, Radio, Space, Tag, Typography } from 'antd';
import type { CatalogueCall, TryCallAnswer, TryCallBody } from '../../schemas/catalogue';
import type { CallsApi } from './api';

type As = TryCallBody['as'];

const AS_CHOICES: Array<{ value: As; label: string }> = [
  { value: 'M', label: '管理员' },
  { value: 'D', label: '开发者' },
  { value: 'U', label: '企业用户' },
  { value: 'anonymous', label: '未登录' },
];

/** Who a call is tried as first: anyone for a public call, the first allowed role, else an enterprise user. */
export function defaultAs(access: CatalogueCall['access']): As {
  if (access === 'public') return 'anonymous';
  if (Array.isArray(access)) return access[0];
  return 'U';
}

/** The input as an object, or the reason it is not one. */
export function parseInput(text: string): { ok: true; input: Record<string, unknown> } | { ok: false; message: string } {
  if (!text.trim()) return { ok: true, input: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, input: value as Record<string, unknown> };
  } catch {
    // the same message as for a value that is not an object
  }
  return { ok: false, message: '请输入 JSON 对象，如 {"qymc": "华建"}' };
}

const sizeText = (bytes: number) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB（${bytes} 字节）` : `${bytes} 字节`);

/** A file answer's name and size (the server sends them instead of the bytes). */
function fileOf(body: unknown): { name: string; size: number } | null {
  const b = body as { name?: unknown; fileName?: unknown; size?: unknown } | null;
  if (!b || typeof b !== 'object' || typeof b.size !== 'number') return null;
  const name = typeof b.name === 'string' ? b.name : typeof b.fileName === 'string' ? b.fileName : null;
  return name === null ? null : { name, size: b.size };
}

/** The status and the answer: JSON pretty-printed, a file as its name and size. */
export function TryAnswer({ answer }: { answer: TryCallAnswer }) {
  const ok = answer.status >= 200 && answer.status < 300;
  const file = answer.contentType.includes('json') ? null : fileOf(answer.body);
  return (
    <section aria-label="调用结果" className="ks-calls-answer">
      <Space wrap>
        <Tag color={ok ? 'success' : 'error'}>状态 {answer.status}</Tag>
        <Typography.Text type="secondary">{answer.contentType}</Typography.Text>
      </Space>
      {file ? (
        <p>
          文件：<strong>{file.name}</strong>，{sizeText(file.size)}
        </p>
      ) : (
        <pre tabIndex={0} aria-label="返回内容">
          {typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2)}
        </pre>
      )}
    </section>
  );
}

interface Props {
  /** The row to try (saved or not); null: closed. */
  call: CatalogueCall | null;
  systemCoding: string;
  api: CallsApi;
  onClose: () => void;
}

/** 试调用: runs the row as a chosen demo role with a body (or query) typed as JSON. */
export function TryCallDialog({ call, systemCoding, api, onClose }: Props) {
  const inputId = useId();
  const [as, setAs] = useState<As>('U');
  const [text, setText] = useState('{}');
  const [inputError, setInputError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<TryCallAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!call) return;
    setAs(defaultAs(call.access));
    setText(call.params.length ? JSON.stringify(Object.fromEntries(call.params.map((p) => [p.from, ''])), null, 2) : '{}');
    setAnswer(null);
    setFailure(null);
    setInputError(null);
  }, [call]);

  const run = async () => {
    if (!call) return;
    const parsed = parseInput(text);
    if (!parsed.ok) return setInputError(parsed.message);
    setInputError(null);
    setFailure(null);
    setRunning(true);
    try {
      setAnswer(await api.tryCall({ systemCoding, call, as, input: parsed.input }));
    } catch (e) {
      setAnswer(null);
      setFailure(e instanceof Error && e.message ? e.message : '试调用失败');
    } finally {
      setRunning(false);
    }
  };

  const query = call?.method === 'GET';
  return (
    <Modal
      open={call !== null}
      title={call ? `试调用：${call.method} ${call.path}` : '试调用'}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="run" type="primary" loading={running} onClick={() => void run()}>
          调用
        </Button>,
      ]}
    >
      <div className="ks-prop">
        <span className="ks-prop-label" id={`${inputId}-as`}>
          调用身份
        </span>
        <Radio.Group name={`${inputId}-as`} aria-labelledby={`${inputId}-as`} value={as} onChange={(e) => setAs(e.target.value as As)} options={AS_CHOICES} optionType="button" />
      </div>
      <div className="ks-prop">
        <label className="ks-prop-label" htmlFor={inputId}>
          {query ? '查询参数（JSON）' : '请求体（JSON）'}
        </label>
        <Input.TextArea id={inputId} aria-describedby={inputError ? `${inputId}-note` : undefined} className="ks-calls-json" autoSize={{ minRows: 4, maxRows: 12 }} value={text} status={inputError ? 'error' : undefined} onChange={(e) => setText(e.target.value)} />
        {inputError && (
          <Typography.Text type="danger" role="alert" id={`${inputId}-note`}>
            {inputError}
          </Typography.Text>
        )}
      </div>
      {failure && <Alert type="error" showIcon message="试调用未执行" description={failure} />}
      {answer && <TryAnswer answer={answer} />}
    </Modal>
  );
}
