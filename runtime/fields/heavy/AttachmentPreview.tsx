import { Button, Modal } from 'antd';
import { isImage, type FileEntry } from '../../upload/file-list';

/** Spec 001 §9: dialogs are 65 % wide. */
const DIALOG_WIDTH = '65%';

/**
 * One file in a dialog: an image as an image, anything else (a PDF) in a same-origin iframe
 * (CSP frame-src 'self'), and a 下载 link; both use the file's signed link.
 */
export default function AttachmentPreview({ file, onClose }: { file: FileEntry; onClose: () => void }) {
  const name = file.fileName || '附件';
  const url = file.url ?? '';
  return (
    <Modal
      open
      title={`预览：${name}`}
      width={DIALOG_WIDTH}
      onCancel={onClose}
      footer={[
        <Button key="download" href={url} download={name} disabled={!url}>
          下载
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {!url ? (
        <p>请先选择要查看的图片</p>
      ) : isImage(name) ? (
        <img src={url} alt={name} style={{ maxWidth: '100%' }} />
      ) : (
        <iframe src={url} title={name} style={{ width: '100%', height: '70vh', border: 0 }} />
      )}
    </Modal>
  );
}
