import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { multipart } from '../../test/files-kit';
import { XLSX_GUARD_MESSAGES } from '../../dictionary/xlsx-guard';
import { DICTIONARY_MAX_IMPORT_BYTES } from '../../../schemas/dictionary-manager';

// Issue 44 point 12 (part): the dictionary .xlsx import against zip bombs and XML entity tricks
// (docs/dictionaries.md "Import", docs/security.md "Upload quotas and imports"). Each hostile
// file is a real template-shaped workbook (exceljs writes it, jszip reads its parts) with one
// part replaced; each must be refused with its Chinese message within a second or two, without
// the process's memory jumping.

const M = '/ks/base/dictionary/manager';
const MB = 1024 * 1024;

interface Part {
  name: string;
  /** raw deflate data */
  deflated: Buffer;
  /** what the central directory declares */
  size: number;
  crc: number;
}

const partOf = (name: string, data: Buffer): Part => ({ name, deflated: zlib.deflateRawSync(data), size: data.length, crc: zlib.crc32(data) });

/**
 * A deflate stream of `head`, `times` × `unit`, `tail`, built without ever holding the inflated
 * bytes: each piece is flushed to a byte boundary with a fresh dictionary (Z_FULL_FLUSH), so the
 * 1 MB unit is compressed once and its ~1 KB repeated.
 */
function bomb(head: string, unit: string, times: number, tail: string): { deflated: Buffer; size: number } {
  const flushed = (s: string) => zlib.deflateRawSync(Buffer.from(s), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const block = Buffer.from(unit.repeat(Math.ceil(MB / unit.length)));
  const piece = zlib.deflateRawSync(block, { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 });
  const deflated = Buffer.concat([flushed(head), ...Array.from({ length: times }, () => piece), zlib.deflateRawSync(Buffer.from(tail))]);
  return { deflated, size: Buffer.byteLength(head) + times * block.length + Buffer.byteLength(tail) };
}

/** A zip of these parts, written by hand so a part may declare any size (a lying directory). */
function zipOf(parts: Part[]): Buffer {
  const out: Buffer[] = [];
  const dir: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x800, 6);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(p.crc, 14);
    head.writeUInt32LE(p.deflated.length, 18);
    head.writeUInt32LE(p.size, 22);
    head.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(p.crc, 16);
    entry.writeUInt32LE(p.deflated.length, 20);
    entry.writeUInt32LE(p.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    out.push(head, name, p.deflated);
    dir.push(entry, name);
    offset += 30 + name.length + p.deflated.length;
  }
  const size = dir.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, ...dir, end]);
}

describe('dictionary import: hostile .xlsx files', () => {
  let s: TestServer;
  let dev: string;
  /** The parts of a good import file (two options, shared strings), by name. */
  let good: Map<string, Buffer>;

  beforeAll(async () => {
    s = await startTestServer();
    dev = await s.login('D');
    const created = await call(s.app, { method: 'POST', url: M, token: await s.login('M'), payload: { displayCode: 'hostile', name: '敌意文件', items: [] } });
    expect(created.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('字典项');
    ws.addRow(['一级名称', '一级取值', '是否停用']);
    ws.addRow(['房建', 'fj', '否']);
    ws.addRow(['市政', 'sz', '否']);
    const zip = await JSZip.loadAsync(Buffer.from(await wb.xlsx.writeBuffer()));
    good = new Map();
    for (const f of Object.values(zip.files)) if (!f.dir) good.set(f.name, await f.async('nodebuffer'));
  });
  afterAll(async () => s.close());

  /** The good file with some parts replaced. */
  const fileWith = (replaced: Record<string, Part>) => zipOf([...good].map(([name, data]) => replaced[name] ?? partOf(name, data)));
  const xmlPart = (name: string, xml: string) => partOf(name, Buffer.from(xml));

  /** Imports `content`, with the wall time and how far the process's memory rose while it ran. */
  async function importFile(content: Buffer) {
    const body = multipart({ displayCode: 'hostile' }, { name: 'items.xlsx', content });
    const base = process.memoryUsage().rss;
    let peak = base;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const at = performance.now();
    try {
      const res = await s.app.inject({ method: 'POST', url: `${M}/import`, headers: { authorization: `Bearer ${dev}`, ...body.headers }, payload: body.payload });
      peak = Math.max(peak, process.memoryUsage().rss);
      return { status: res.statusCode, message: (res.json() as { message: string }).message, ms: performance.now() - at, grewMb: (peak - base) / MB };
    } finally {
      clearInterval(sample);
    }
  }
  const sheetHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  const sheetTail = '</sheetData></worksheet>';

  it('the good file imports (the check lets a real workbook through)', async () => {
    const res = await importFile(fileWith({}));
    expect([res.status, res.message]).toEqual([200, '导入成功，共 2 项']);
  });

  it('a zip bomb: a 300 KB file whose sheet inflates to 300 MB, declared or hidden behind a small declared size', async () => {
    const b = bomb(sheetHead, ' ', 300, sheetTail);
    expect(b.deflated.length).toBeLessThan(DICTIONARY_MAX_IMPORT_BYTES);
    for (const declared of [b.size, 2 * MB]) {
      const res = await importFile(fileWith({ 'xl/worksheets/sheet1.xml': { name: 'xl/worksheets/sheet1.xml', deflated: b.deflated, size: declared, crc: 0 } }));
      expect([res.status, res.message]).toEqual([400, XLSX_GUARD_MESSAGES.tooBig]);
      expect(res.ms).toBeLessThan(2000);
      expect(res.grewMb).toBeLessThan(100);
    }
  });

  it('a huge shared-strings part (64 MB of strings in a 100 KB file)', async () => {
    const b = bomb('<?xml version="1.0" encoding="UTF-8"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">', '<si><t>房建</t></si>', 64, '</sst>');
    const res = await importFile(fileWith({ 'xl/sharedStrings.xml': { name: 'xl/sharedStrings.xml', deflated: b.deflated, size: b.size, crc: 0 } }));
    expect([res.status, res.message]).toEqual([400, XLSX_GUARD_MESSAGES.tooBig]);
    expect(res.ms).toBeLessThan(2000);
    expect(res.grewMb).toBeLessThan(100);
  });

  it('XML entity tricks: a DOCTYPE with entities, billion laughs, an external entity — each refused before parsing', async () => {
    const strings = good.get('xl/sharedStrings.xml')!.toString();
    const laughs = [
      '<!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`),
    ].join('');
    const tricks = [
      // an internal entity standing for an option's name
      xmlPart('xl/sharedStrings.xml', strings.replace('<sst', '<!DOCTYPE sst [<!ENTITY fj "房建">]><sst').replace('房建', '&fj;')),
      // billion laughs: 10^9 "lol"s from a few hundred bytes
      xmlPart('xl/sharedStrings.xml', strings.replace('<sst', `<!DOCTYPE sst [${laughs}]><sst`).replace('房建', '&lol9;')),
      // an external entity reading a file of the server
      xmlPart('xl/workbook.xml', good.get('xl/workbook.xml')!.toString().replace('<workbook', '<!DOCTYPE workbook [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><workbook')),
      // a DOCTYPE alone, and a parameter entity, in lower case
      xmlPart('[Content_Types].xml', good.get('[Content_Types].xml')!.toString().replace('<Types', '<!doctype Types [<!entity % p SYSTEM "http://127.0.0.1:1/x.dtd"> %p;]><Types')),
    ];
    for (const part of tricks) {
      const res = await importFile(fileWith({ [part.name]: part }));
      expect([part.name, res.status, res.message]).toEqual([part.name, 400, XLSX_GUARD_MESSAGES.doctype]);
      expect(res.ms).toBeLessThan(2000);
    }
    // The same DOCTYPE in UTF-16, where a byte search for "<!DOCTYPE" would not see it.
    const utf16 = partOf('xl/sharedStrings.xml', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(strings.replace('<?xml version="1.0" encoding="UTF-8"', '<?xml version="1.0" encoding="UTF-16"').replace('<sst', '<!DOCTYPE sst [<!ENTITY fj "房建">]><sst'), 'utf16le')]));
    const res = await importFile(fileWith({ [utf16.name]: utf16 }));
    expect([res.status, res.message]).toEqual([400, '文件不是有效的 Excel（.xlsx）文件']);
    // Nothing of any of them was imported.
    expect((await call<{ version: number }>(s.app, { method: 'GET', url: `${M}/detail?displayCode=hostile`, token: dev })).body.data).toMatchObject({ version: 2 });
  });
});
