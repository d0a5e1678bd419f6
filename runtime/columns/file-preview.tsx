import { Image, Modal } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useFeedback } from '../blocks/table/use-feedback';
import { isImageFile, type FileRef } from './cell-values';
import { isAllowedUrl } from '../../schemas/url-policy';
import { BLOCKED_URL_TITLE } from './cell-parts';

/** Spec 002 §5 / §8: previewing with an empty url. */
export const EMPTY_PREVIEW_MESSAGE = '请先选择要查看的图片';

/**
 * Opens a file the way spec 002 §9 says: images (jpg, png, jpeg, jpe, webp) in the image
 * preview, anything else in a dialog with an iframe. Render `holder` once near the trigger.
 */
export function useFilePreview(): { open: (file: FileRef | undefined) => void; holder: ReactNode } {
  const { message } = useFeedback();
  const [image, setImage] = useState<FileRef | null>(null);
  const [framed, setFramed] = useState<FileRef | null>(null);

  const open = useCallback(
    (file: FileRef | undefined) => {
      if (!file || !file.url) {
        void message.warning(file?.blocked ? BLOCKED_URL_TITLE : EMPTY_PREVIEW_MESSAGE);
        return;
      }
      // Whoever calls: nothing the URL policy refuses reaches an <img> or an <iframe>.
      if (!isAllowedUrl(file.url)) {
        void message.warning(BLOCKED_URL_TITLE);
        return;
      }
      if (isImageFile(file)) setImage(file);
      else setFramed(file);
    },
    [message],
  );

  const holder = (image || framed) && (
    <>
      {image && (
        <Image
          style={{ display: 'none' }}
          src={image.url}
          alt={image.name}
          preview={{ visible: true, src: image.url, onVisibleChange: (v) => !v && setImage(null) }}
        />
      )}
      {/* Mounted only while open: a table holds one of these per cell. */}
      {framed && (
        <Modal open title={framed.name} width="80%" footer={null} onCancel={() => setFramed(null)}>
          <iframe title={framed.name} src={framed.url} style={{ width: '100%', height: '70vh', border: 0 }} />
        </Modal>
      )}
    </>
  );
  return { open, holder };
}
