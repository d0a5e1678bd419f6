import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { DownloadKind } from '../../../schemas/downloads';

const Dialog = lazy(() => import('./DownloadCentreDialog'));

/** The entry's words (spec 000 §2: the public header's driver-download dialog). */
export const DOWNLOAD_ENTRY_TITLE = '驱动下载';

/**
 * The 驱动下载 entry of a header (the back office's, the login page's, the public pages'): a
 * button that opens the download centre's dialog, titled with the entry's words. The dialog's code
 * loads on the first click, so a page that shows the entry does not carry the table.
 */
export function DownloadCentreEntry({ title = DOWNLOAD_ENTRY_TITLE, kind = 'file', className, link = false }: { title?: string; kind?: DownloadKind; className?: string; link?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className={className} type={link ? 'link' : 'default'} icon={link ? undefined : <DownloadOutlined aria-hidden />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {title}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <Dialog title={title} kind={kind} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
