
/**
 * File types recognised from their content with the `file-type` package (its signatures replace
 * our hand-written magic numbers). The client's name and Content-Type are never trusted: an HTML
 * page renamed `.png` is still HTML and is refused. `ext` names the stored file.
 */
export interface Sniffed {
  mime: string;
  ext: string;
  /** document: a bid's 造价文件 (.xml, .xlsx; issue 49), downloaded, never shown inline */
  kind: 'image' | 'pdf' | 'video' | 'document';
}

/** How many leading bytes detection reads (file-type's `reasonableDetectionSizeInBytes`). */
export const SNIFF_BYTES = 4100;

/** The types the platform stores at all; where each is allowed is decided by the upload's rules. */
const KNOWN: Readonly<Record<string, Sniffed['kind']>> = {
  jpg: 'image',
  png: 'image',
  webp: 'image',
  bmp: 'image',
  gif: 'image',
  pdf: 'pdf',
  mp4: 'video',
  webm: 'video',
  xml: 'document',
  xlsx: 'document',
};

/** The type of content starting with `head`, or null when it is none the platform stores. */
export async function sniff(head: Buffer): Promise<Sniffed | null> {
  // Imported on first use, not at the top: no request of a fresh start needs it (docs/performance.md "Cold start").
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  const kind = found ? KNOWN[found.ext] : undefined;
  return found && kind ? { mime: found.mime, ext: found.ext, kind } : null;
}
