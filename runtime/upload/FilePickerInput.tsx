import { forwardRef } from 'react';
import { allowedFormats, type AttachmentType } from '../../schemas/attachments';

/**
 * The hidden file input behind an upload button (the button calls its click()): it offers the
 * type's formats and hands over one picked file. Emptied after each pick, so the same file may be
 * picked again (a resume after a reload).
 */
export const FilePickerInput = forwardRef<HTMLInputElement, { type: AttachmentType | null; onPick: (file: File) => void }>(function FilePickerInput(
  { type, onPick },
  ref,
) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      tabIndex={-1}
      aria-hidden="true"
      accept={allowedFormats(type).map((f) => `.${f}`).join(',')}
      onChange={(e) => {
        const picked = e.target.files?.[0];
        e.target.value = '';
        if (picked) onPick(picked);
      }}
    />
  );
});
