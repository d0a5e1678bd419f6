import zlib from 'node:zlib';

/**
 * The check of an import .xlsx before exceljs sees it (docs/dictionaries.md "Import",
 * docs/security.md "Upload quotas and imports"). exceljs (through JSZip) inflates every part of
 * the zip into memory at once and parses its XML, so a 2 MB file could make it hold gigabytes (a
 * zip bomb) or feed the XML parser a DOCTYPE. Here the zip's central directory is read by hand,
 * every part is inflated with a byte cap (node's zlib stops at `maxOutputLength`, it does not
 * inflate first and measure after), and XML parts with a DOCTYPE or entity declaration are
 * refused. What exceljs then reads is a new, uncompressed zip of exactly the parts checked here,
 * so no difference between this reader and JSZip's can let anything unchecked through.
 */

const MB = 1024 * 1024;
export const XLSX_LIMITS = {
  /** Parts (files) in the zip; the template has 16 (folders included), Excel's own a few dozen. */
  entries: 100,
  /** One part inflated: a 5,000-item sheet with long names is about 2 MB. */
  partBytes: 8 * MB,
  /** All parts inflated together. */
  totalBytes: 16 * MB,
} as const;
export type XlsxLimits = { readonly [K in keyof typeof XLSX_LIMITS]: number };

export const XLSX_GUARD_MESSAGES = {
  notXlsx: '文件不是有效的 Excel（.xlsx）文件',
  tooBig: `Excel 文件解压后过大（单个部分不能超过 ${XLSX_LIMITS.partBytes / MB} MB，合计不能超过 ${XLSX_LIMITS.totalBytes / MB} MB），未导入`,
  tooMany: `Excel 文件包含的部分过多（不能超过 ${XLSX_LIMITS.entries} 个），未导入`,
  doctype: 'Excel 文件含有 DOCTYPE 或实体声明，出于安全考虑不予导入',
} as const;

/** A refusal of the file as a whole; its message is for the person importing. */
export class XlsxGuardError extends Error {}

const refuse = (message: string): never => {
  throw new XlsxGuardError(message);
};

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
/** A zip64 archive marks its sizes and offsets so; an import file never needs one. */
const ZIP64 = 0xffffffff;

interface Part {
  /** The name's bytes as stored (flag bit 11 says whether they are UTF-8). */
  name: Buffer;
  utf8: boolean;
  data: Buffer;
}

/** The end-of-central-directory record: the last one in the file, as JSZip finds it. */
function endRecord(buf: Buffer): { count: number; cdSize: number; cdOffset: number; at: number } {
  const from = Math.max(0, buf.length - 22 - 0xffff);
  for (let at = buf.length - 22; at >= from; at--) {
    if (buf.readUInt32LE(at) !== SIG_END) continue;
    const disk = buf.readUInt16LE(at + 4);
    const cdDisk = buf.readUInt16LE(at + 6);
    const onDisk = buf.readUInt16LE(at + 8);
    const count = buf.readUInt16LE(at + 10);
    const cdSize = buf.readUInt32LE(at + 12);
    const cdOffset = buf.readUInt32LE(at + 16);
    // One disk, no zip64, and the central directory right before this record (no bytes hidden in between).
    if (disk !== 0 || cdDisk !== 0 || onDisk !== count || count === 0xffff || cdOffset + cdSize !== at) refuse(XLSX_GUARD_MESSAGES.notXlsx);
    return { count, cdSize, cdOffset, at };
  }
  return refuse(XLSX_GUARD_MESSAGES.notXlsx);
}

/** Inflates one part's data, never to more than `size` bytes, and checks it is exactly `size` with its CRC. */
function inflatePart(data: Buffer, method: number, size: number, crc: number): Buffer {
  let out: Buffer;
  if (method === 0) out = data;
  else if (method === 8) {
    try {
      out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, size) });
    } catch (err) {
      // More bytes than the directory declared: the directory lies, as a bomb's does.
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') refuse(XLSX_GUARD_MESSAGES.tooBig);
      return refuse(XLSX_GUARD_MESSAGES.notXlsx);
    }
  } else return refuse(XLSX_GUARD_MESSAGES.notXlsx);
  if (out.length !== size || zlib.crc32(out) !== crc) refuse(XLSX_GUARD_MESSAGES.notXlsx);
  return out;
}

/** XML parts (what exceljs parses): UTF-8 only, and no DOCTYPE or entity declaration anywhere. */
function checkXml(name: string, data: Buffer): void {
  if (!/\.(xml|rels|vml)$/i.test(name)) return;
  // UTF-16 would hide a DOCTYPE from the search below (and exceljs reads parts as UTF-8 anyway).
  if (data.includes(0)) refuse(XLSX_GUARD_MESSAGES.notXlsx);
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(data.toString('latin1'))) refuse(XLSX_GUARD_MESSAGES.doctype);
}

/** The parts of a zip, each inflated within the limits and checked; throws XlsxGuardError. */
export function readXlsxParts(buf: Buffer, limits: XlsxLimits = XLSX_LIMITS): Part[] {
  if (buf.length < 22) refuse(XLSX_GUARD_MESSAGES.notXlsx);
  const end = endRecord(buf);
  if (end.count > limits.entries) refuse(XLSX_GUARD_MESSAGES.tooMany);
  const parts: Part[] = [];
  const names = new Set<string>();
  let declared = 0;
  let at = end.cdOffset;
  for (let i = 0; i < end.count; i++) {
    if (at + 46 > end.at || buf.readUInt32LE(at) !== SIG_CENTRAL) refuse(XLSX_GUARD_MESSAGES.notXlsx);
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const crc = buf.readUInt32LE(at + 16);
    const packed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    if (next > end.at || flags & 1 || packed === ZIP64 || size === ZIP64 || local === ZIP64) refuse(XLSX_GUARD_MESSAGES.notXlsx);
    // The declared sizes first: a bomb that says what it is never gets inflated at all.
    declared += size;
    if (size > limits.partBytes || declared > limits.totalBytes) refuse(XLSX_GUARD_MESSAGES.tooBig);
    const name = buf.subarray(at + 46, at + 46 + nameLength);
    const key = name.toString('latin1');
    if (names.has(key)) refuse(XLSX_GUARD_MESSAGES.notXlsx);
    names.add(key);
    if (local + 30 > end.cdOffset || buf.readUInt32LE(local) !== SIG_LOCAL) refuse(XLSX_GUARD_MESSAGES.notXlsx);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + packed > end.cdOffset) refuse(XLSX_GUARD_MESSAGES.notXlsx);
    const data = inflatePart(buf.subarray(start, start + packed), method, size, crc);
    const utf8 = (flags & 0x800) !== 0;
    checkXml(name.toString(utf8 ? 'utf8' : 'latin1'), data);
    parts.push({ name, utf8, data });
    at = next;
  }
  return parts;
}

/** An uncompressed zip of `parts` (what exceljs reads: nothing left to inflate, nothing unchecked). */
export function storedZip(parts: readonly Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const crc = zlib.crc32(p.data);
    const flags = p.utf8 ? 0x800 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(SIG_LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(p.data.length, 22);
    local.writeUInt16LE(p.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(SIG_CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(p.data.length, 20);
    central.writeUInt32LE(p.data.length, 24);
    central.writeUInt16LE(p.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, p.name, p.data);
    centrals.push(central, p.name);
    offset += 30 + p.name.length + p.data.length;
  }
  const cdSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(SIG_END, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** The import file as exceljs may read it, or XlsxGuardError with the reason. */
/** `limits`: another reader's own sizes (the 造价文件 parser's, server/estimates); the messages keep the import's words. */
export const guardedXlsx = (buf: Buffer, limits: XlsxLimits = XLSX_LIMITS): Buffer => storedZip(readXlsxParts(buf, limits));
