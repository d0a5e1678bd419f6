import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { isImage, type FileEntry } from '../upload/file-list';

// The dialog (antd Modal, an iframe) loads when a person first opens a file.
const AttachmentPreview = lazy(() => import('./heavy/AttachmentPreview'));

export interface AttachmentListProps {
  files: readonly FileEntry[];
  /** edit mode: the 删除 button of each file */
  onRemove?: (file: FileEntry) => void;
  disabled?: boolean;
}

/**
 * The files of an attachment field: images shown inline (spec 001 §5.4 "previewed inline"), every
 * name a button opening the preview dialog (a PDF in an iframe, a 下载 link), through the signed
 * link the server put in `url` (docs/uploads.md "Signed links").
 */
export function AttachmentList({ files, onRemove, disabled }: AttachmentListProps) {
  const [open, setOpen] = useState<FileEntry | null>(null);
  if (!files.length) return null;
  return (
    <>
      <ul className="ks-attachment-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {files.map((f, i) => (
          <li key={f.fileId ?? `${f.url}-${i}`} style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            {isImage(f.fileName) && f.url ? <img src={f.url} alt={f.fileName ?? ''} style={{ height: 48, maxWidth: 96, objectFit: 'cover', borderRadius: 4 }} /> : null}
            <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setOpen(f)}>
              {f.fileName || '附件'}
            </Button>
            {onRemove ? (
              <Button type="link" size="small" danger disabled={disabled} aria-label={`删除 ${f.fileName ?? ''}`} onClick={() => onRemove(f)}>
                删除
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <AttachmentPreview file={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
