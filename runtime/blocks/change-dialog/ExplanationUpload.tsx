import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';

export interface ExplanationUploadProps {
  urls: readonly string[];
  disabled: boolean;
  upload: (file: File) => Promise<{ url: string }>;
  onChange: (urls: string[]) => void;
}

const nameOf = (i: number) => `变更说明附件 ${i + 1}`;

/** The change's explanation attachment: files go through the platform's upload call; the urls are kept. */
export function ExplanationUpload({ urls, disabled, upload, onChange }: ExplanationUploadProps) {
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <Upload
        accept=".pdf,.jpg,.jpeg,.png"
        showUploadList={false}
        disabled={disabled || busy}
        customRequest={({ file, onSuccess, onError }) => {
          setBusy(true);
          upload(file as File)
            .then(({ url }) => {
              onChange([...urls, url]);
              onSuccess?.(url);
            })
            .catch((e: unknown) => onError?.(e instanceof Error ? e : new Error('上传失败！')))
            .finally(() => setBusy(false));
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} disabled={disabled || busy} loading={busy}>
          上传附件
        </Button>
      </Upload>
      <ul className="ks-change-files" aria-label="已上传的变更说明附件" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {urls.map((url, i) => (
          <li key={url}>
            <a href={url} target="_blank" rel="noreferrer">
              {nameOf(i)}
            </a>
            {!disabled && (
              <Button type="link" size="small" onClick={() => onChange(urls.filter((u) => u !== url))}>
                删除{nameOf(i)}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
