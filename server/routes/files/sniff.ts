/**
 * File types recognised from their first bytes. The client's name and Content-Type are never
 * trusted: an HTML page renamed `.png` is still HTML and is refused. `ext` names the stored file.
 */
export interface Sniffed {
  mime: string;
  ext: string;
  kind: 'image' | 'pdf' | 'video';
}

/** How many leading bytes the sniffer needs (the EBML header of a WebM file is the longest). */
export const SNIFF_BYTES = 64;

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

// ISO base-media brands of plain MP4 video (HEIC/AVIF share the 'ftyp' box and are not video).
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4']);
// Sizes of the BMP info headers in use; checked so that any text starting with "BM" is not a bitmap.
const BMP_DIB_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

export function sniff(head: Buffer): Sniffed | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { mime: 'image/jpeg', ext: 'jpg', kind: 'image' };
  }
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', ext: 'png', kind: 'image' };
  }
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) {
    return { mime: 'image/gif', ext: 'gif', kind: 'image' };
  }
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') {
    return { mime: 'image/webp', ext: 'webp', kind: 'image' };
  }
  if (head.length >= 18 && ascii(head, 0, 2) === 'BM' && BMP_DIB_SIZES.has(head.readUInt32LE(14))) {
    return { mime: 'image/bmp', ext: 'bmp', kind: 'image' };
  }
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') {
    return { mime: 'application/pdf', ext: 'pdf', kind: 'pdf' };
  }
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(head, 8, 12))) {
    return { mime: 'video/mp4', ext: 'mp4', kind: 'video' };
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && ascii(head, 0, head.length).includes('webm')) {
    return { mime: 'video/webm', ext: 'webm', kind: 'video' };
  }
  return null;
}
