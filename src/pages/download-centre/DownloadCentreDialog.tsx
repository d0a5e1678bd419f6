import { Modal } from 'antd';
import type { DownloadKind } from '../../../schemas/downloads';
import { DownloadTable } from './DownloadTable';

/** The dialog's width (spec 001 §2.1 "Download centre"). */
export const DOWNLOAD_DIALOG_WIDTH = '65%';

/**
 * 下载中心 as a dialog (the header's 驱动下载; docs/download-centre.md): 65 % wide, titled with
 * the entry that opened it. Loaded only when opened, so the pages that offer it stay light.
 */
export default function DownloadCentreDialog({ title, kind = 'file', onClose }: { title: string; kind?: DownloadKind; onClose: () => void }) {
  return (
    <Modal open title={title} width={DOWNLOAD_DIALOG_WIDTH} footer={null} onCancel={onClose} destroyOnHidden>
      <DownloadTable kind={kind} />
    </Modal>
  );
}
