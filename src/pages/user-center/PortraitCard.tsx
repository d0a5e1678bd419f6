import { useRef, useState } from 'react';
import { Alert, Avatar, Button, Card, Space } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { PORTRAIT_MAX_BYTES, PORTRAIT_TYPES, REGISTRATION_MESSAGES as M } from '../../../schemas/registration';
import { usePortrait } from '../../layout/usePortrait';

export interface PortraitApi {
  uploadPortrait(file: File): Promise<{ photo: string }>;
}

/**
 * 头像 in the user centre (docs/accounts.md "Portrait"): JPG, PNG or WebP up to 2 MB. The type and
 * size are checked here for a quick answer; the server decides from the file's bytes.
 */
export function PortraitCard({ api, photo, onChanged }: { api: PortraitApi; photo: string; onChanged: (photo: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const src = usePortrait(photo);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setResult(null);
    if (!(PORTRAIT_TYPES as readonly string[]).includes(file.type)) return setResult({ ok: false, text: M.portraitType });
    if (file.size > PORTRAIT_MAX_BYTES) return setResult({ ok: false, text: M.portraitSize });
    setBusy(true);
    try {
      const saved = await api.uploadPortrait(file);
      setResult({ ok: true, text: M.portraitSaved });
      onChanged(saved.photo);
    } catch (e) {
      setResult({ ok: false, text: e instanceof Error && e.message ? e.message : '上传失败，请稍后重试' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Card title="头像" style={{ marginTop: 24 }}>
      <Space size={24} align="center">
        <Avatar size={80} src={src || undefined} icon={src ? undefined : <UserOutlined />} alt="当前头像" />
        <div>
          <input ref={input} type="file" accept={PORTRAIT_TYPES.join(',')} hidden aria-label="选择头像图片" onChange={(e) => void upload(e.target.files?.[0])} />
          <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
            上传头像
          </Button>
          <p style={{ color: 'var(--ks-text-muted)', margin: '8px 0 0' }}>支持 JPG、PNG、WEBP 格式，不超过 2MB</p>
        </div>
      </Space>
      <div aria-live="polite">{result ? <Alert type={result.ok ? 'success' : 'error'} showIcon message={result.text} style={{ marginTop: 16 }} /> : null}</div>
    </Card>
  );
}
