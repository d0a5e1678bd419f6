/**
 * Image compression before upload (spec 001 §5.4, 000 §9: "image quality parameters 0.3 and 0.2").
 * The spec names the two qualities but not when they apply; ours: an image (jpg, png, jpeg, jpe,
 * webp) larger than its attachment type's size limit is re-encoded to JPEG in the browser (a
 * canvas), first at quality 0.3, then at 0.2, and sent if that brings it under the limit — only
 * when the type takes jpg, because the result is a JPEG named `<name>.jpg`. Every other file is
 * sent as picked, and a file still too large is refused with the size message (docs/forms.md).
 */
import { allowedFormats, extensionOf, IMAGE_FORMATS, type AttachmentType } from '../../schemas/attachments';

export const COMPRESS_QUALITIES: readonly number[] = [0.3, 0.2];

/** Whether `file` is an image the type would take after compressing it (and it is too large now). */
export function shouldCompress(type: AttachmentType | null, file: { name: string; size: number }): boolean {
  if (!type || !(type.annexSize > 0) || file.size <= type.annexSize * 1024 * 1024) return false;
  return IMAGE_FORMATS.includes(extensionOf(file.name)) && allowedFormats(type).includes('jpg');
}

/** Draws the image on a canvas and encodes it as JPEG at `quality`; null when the browser cannot. */
async function reencode(file: File, quality: number): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    // JPEG has no transparency: a white ground instead of black behind transparent PNG pixels.
    ctx.fillStyle = 'white';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  } finally {
    bitmap.close();
  }
}

/** The image re-encoded under `limitBytes` (0.3, then 0.2), or the file itself when that fails. */
export async function compressImage(file: File, limitBytes: number): Promise<File> {
  const name = file.name.replace(/\.[^.]+$/, '') + '.jpg';
  for (const quality of COMPRESS_QUALITIES) {
    const blob = await reencode(file, quality).catch(() => null);
    if (!blob) return file;
    if (blob.size <= limitBytes) return new File([blob], name, { type: 'image/jpeg' });
  }
  return file;
}
