import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { countEstimateRows, ESTIMATE_FEES, type EstimateRow } from '../../schemas/estimate';
import { bigEstimate, demoEstimate, inconsistentEstimate, toXlsx, toXml } from '../../fixtures/files/estimates/make';
import { NAUGHTY } from '../test/fuzz-kit';
import { ESTIMATE_LIMITS, ESTIMATE_MESSAGES, parseEstimate, type EstimateParse } from './index';

// The cost-estimate parser (server/estimates, docs/bidding.md "造价文件格式"): the sample files of
// fixtures/files/estimates, every check with the message the bidder reads, and hostile input.

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/files/estimates');
const sample = (name: string) => fs.readFileSync(path.join(dir, name));
const xml = (text: string) => parseEstimate(Buffer.from(text, 'utf8'), '造价.xml');
const refusal = (r: EstimateParse) => (r.ok ? `ok (${r.count} rows)` : r.message);

const FEES = (v: string) => ESTIMATE_FEES.map(([, label]) => `${label}="${v}"`).join(' ');
/** A one-unit project, every fee `v`, with `unitExtra` spliced into the 单位工程 tag. */
const tiny = (unitExtra = '', v = '10.00') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<建设项目 编码="P" 名称="项目" ${FEES(v)}>\n  <单项工程 编码="S" 名称="一号楼" ${FEES(v)}>\n    <单位工程 编码="U" 名称="土建" 专业="建筑工程" ${FEES(v)} ${unitExtra}/>\n  </单项工程>\n</建设项目>\n`;

describe('parseEstimate: the sample files', () => {
  it('reads valid.xml and valid.xlsx into the same tree: 1 建设项目 → 3 单项工程 → 8 单位工程, the demo project', async () => {
    const a = await parseEstimate(sample('valid.xml'), 'valid.xml');
    const b = await parseEstimate(sample('valid.xlsx'), 'valid.xlsx');
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(b.rows).toEqual(a.rows);
    expect(a.rows).toEqual(demoEstimate());
    expect(a.count).toBe(12);
    const project = a.rows[0]!;
    expect(project.name).toBe('姑苏区安居花园保障性住房项目');
    expect(project.zzj).toBe(4940428.72);
    expect(project.children!.map((s) => [s.id, s.name, s.children!.length])).toEqual([
      ['1.1', '1#住宅楼', 4],
      ['1.2', '2#住宅楼', 2],
      ['1.3', '室外配套工程', 2],
    ]);
    expect(project.children![2]!.children![1]).toMatchObject({ id: '1.3.2', code: 'DW0302', name: '小区园林绿化工程', zy: '园林绿化工程', fbfxf: 218760 });
    expect(project.children![0]!.children![0]!.children).toBeUndefined();
  });

  it('names the line and column of malformed.xml', async () => {
    expect(refusal(await parseEstimate(sample('malformed.xml'), 'malformed.xml'))).toBe('造价文件格式错误：第 8 行第 9 列：结束标签与开始标签「单项工程」不匹配');
  });

  it('says which work of inconsistent.xml and inconsistent.xlsx does not add up, the same words for both', async () => {
    const message = '第 2 个单项工程「2#住宅楼」的总造价 1,706,635.65 与其下单位工程之和 1,686,635.65 不符';
    expect(refusal(await parseEstimate(sample('inconsistent.xml'), 'inconsistent.xml'))).toBe(message);
    expect(refusal(await parseEstimate(sample('inconsistent.xlsx'), 'inconsistent.xlsx'))).toBe(message);
  });

  it('the checked-in files are what make.ts writes (re-made: node --import tsx fixtures/files/estimates/make.ts), the xlsx ones under 50 KB', async () => {
    expect(sample('valid.xml').toString('utf8')).toBe(toXml(demoEstimate()));
    expect(sample('inconsistent.xml').toString('utf8')).toBe(toXml(inconsistentEstimate()));
    for (const name of ['valid.xlsx', 'inconsistent.xlsx']) expect(sample(name).length).toBeLessThan(50 * 1024);
  });
});

describe('parseEstimate: XML checks', () => {
  it('accepts the tiny project, and amounts written with thousands separators or more decimals (rounded to cents)', async () => {
    expect(refusal(await xml(tiny()))).toBe('ok (3 rows)');
    const r = await xml(tiny('', '1,234.565'));
    expect(r.ok && r.rows[0]!.zzj).toBe(1234.57);
  });

  it('refuses a missing field, a text amount, a negative amount, a missing 专业, naming the line and the work', async () => {
    expect(refusal(await xml(tiny().replace('名称="土建" ', '')))).toBe('造价文件第 4 行：第 1 个单项工程「一号楼」下第 1 个单位工程缺少「名称」');
    expect(refusal(await xml(tiny().replace(' 专业="建筑工程"', '')))).toBe('造价文件第 4 行：第 1 个单项工程「一号楼」下第 1 个单位工程「土建」缺少「专业」');
    expect(refusal(await xml(tiny().replace('编码="S" ', '')))).toBe('造价文件第 3 行：第 1 个单项工程「一号楼」缺少「编码」');
    expect(refusal(await xml(tiny().replace(/(<单位工程[^>]*?) 规费="10.00"/, '$1')))).toBe('造价文件第 4 行：第 1 个单项工程「一号楼」下第 1 个单位工程「土建」缺少「规费」');
    const bad = (v: string) => xml(tiny().replace(/(<单位工程[^>]*?) 税金="10.00"/, `$1 税金="${v}"`));
    for (const v of ['-5', '十元', '1e3', '0x10', 'NaN', '1000000000000']) {
      expect(refusal(await bad(v))).toBe(`造价文件第 4 行：第 1 个单项工程「一号楼」下第 1 个单位工程「土建」的税金「${v}」不是有效金额（须为不小于 0、不大于 999,999,999,999.99 的数字）`);
    }
    expect(refusal(await xml(tiny().replace('名称="一号楼"', `名称="${'楼'.repeat(201)}"`)))).toMatch(/^造价文件第 3 行：第 1 个单项工程「楼+」的名称过长（不能超过 200 个字）$/);
  });

  it('checks the project against its 单项工程 too, within one cent', async () => {
    const project = (zzj: string) => xml(tiny().replace('<建设项目 编码="P" 名称="项目" 总造价="10.00"', `<建设项目 编码="P" 名称="项目" 总造价="${zzj}"`));
    expect(refusal(await project('10.01'))).toBe('ok (3 rows)');
    expect(refusal(await project('10.02'))).toBe('建设项目「项目」的总造价 10.02 与其下单项工程之和 10.00 不符');
    const single = tiny().replace('<单项工程 编码="S" 名称="一号楼" 总造价="10.00" 分部分项工程费="10.00"', '<单项工程 编码="S" 名称="一号楼" 总造价="10.00" 分部分项工程费="9.00"');
    expect(refusal(await xml(single))).toBe('第 1 个单项工程「一号楼」的分部分项工程费 9.00 与其下单位工程之和 10.00 不符');
  });

  it('refuses a 单项工程 without 单位工程, a wrong root, an element out of place, a DOCTYPE', async () => {
    expect(refusal(await xml(`<建设项目 编码="P" 名称="项目" ${FEES('0')}>\n<单项工程 编码="S" 名称="空楼" ${FEES('0')}/></建设项目>`))).toBe(
      '造价文件第 2 行：第 1 个单项工程「空楼」下没有单位工程',
    );
    expect(refusal(await xml(`<project/>`))).toBe('造价文件格式错误：第 1 行第 1 列：根元素须为「建设项目」，不能是「project」');
    expect(refusal(await xml(tiny().replace('<单位工程', '<单位工程 ').replace('    <单位工程 ', '    <分部工程 ')))).toBe(
      '造价文件格式错误：第 4 行第 5 列：「单项工程」下只能有「单位工程」，不能有「分部工程」',
    );
    expect(refusal(await xml(tiny().replace('/>\n  </单项工程>', '><清单 编码="1"/></单位工程>\n  </单项工程>')))).toMatch(/^造价文件格式错误：第 4 行第 \d+ 列：「单位工程」下不能再有元素「清单」$/);
    expect(refusal(await xml('<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "aaaa">]>\n<建设项目/>'))).toMatch(/^造价文件格式错误：第 2 行第 \d+ 列：造价文件不能含有 DOCTYPE 声明$/);
  });

  it('names line and column of XML syntax errors, in Chinese', async () => {
    expect(refusal(await xml(tiny().slice(0, -16)))).toMatch(/^造价文件格式错误：第 \d+ 行第 \d+ 列：元素「单项工程」没有结束标签$/);
    expect(refusal(await xml(tiny().replace('名称="土建"', '名称=土建')))).toMatch(/^造价文件格式错误：第 4 行第 \d+ 列：属性值须用引号括起$/);
    expect(refusal(await xml(tiny().replace('名称="土建"', '名称="土建" 名称="土建"')))).toMatch(/^造价文件格式错误：第 4 行第 \d+ 列：属性「名称」重复$/);
    // a bare & starts a reference saxes reads to the end of the file: refused there, still with a place
    expect(refusal(await xml(tiny().replace('名称="土建"', '名称="土&建"')))).toMatch(/^造价文件格式错误：第 \d+ 行第 [1-9]\d* 列：/);
  });

  it('reads GBK when the declaration says so and a UTF-8 BOM; refuses other encodings and bytes that are not UTF-8', async () => {
    const gbkText = tiny().replace('encoding="UTF-8"', 'encoding="GBK"');
    const gbk = toGbk(gbkText);
    expect(gbk.length).toBeLessThan(Buffer.from(gbkText).length); // two bytes a character, not UTF-8's three
    const r = await parseEstimate(gbk, 'gbk.xml');
    expect(refusal(r)).toBe('ok (3 rows)');
    expect(r.ok && r.rows[0]!.children![0]!.children![0]!.zy).toBe('建筑工程');
    expect(refusal(await parseEstimate(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(tiny())]), 'bom.xml'))).toBe('ok (3 rows)');
    expect(refusal(await xml(tiny().replace('UTF-8', 'Shift_JIS')))).toBe('造价文件的编码「Shift_JIS」不受支持（须为 UTF-8、GBK 或 GB18030）');
    expect(refusal(await parseEstimate(Buffer.concat([Buffer.from(tiny().slice(0, 60)), Buffer.from([0xff, 0xfe, 0xfd]), Buffer.from(tiny().slice(60))]), 'x.xml'))).toBe(ESTIMATE_MESSAGES.notText);
  });
});

describe('parseEstimate: XML read in pieces', () => {
  it('keeps a character cut by a 256 KB piece boundary whole, in UTF-8 and in GBK, and reads UTF-16 with its BOM', async () => {
    const PIECE = 256 * 1024;
    for (const [encoding, encode] of [['UTF-8', (t: string) => Buffer.from(t, 'utf8')], ['GBK', toGbk]] as const) {
      for (const into of [1, 2]) {
        const text = (pad: number) => tiny().replace('UTF-8', encoding).replace('?>\n', `?>\n<!--${'x'.repeat(pad)}-->\n`);
        const at = encode(text(0)).indexOf(encode('土建'));
        const bytes = encode(text(PIECE - at - into));
        expect(bytes.indexOf(encode('土建'))).toBe(PIECE - into);
        const r = await parseEstimate(bytes, 'cut.xml');
        expect(r.ok && r.rows[0]!.children![0]!.children![0]!.name).toBe('土建');
      }
    }
    expect(refusal(await parseEstimate(Buffer.from('\ufeff' + tiny().replace('UTF-8', 'UTF-16'), 'utf16le'), 'utf16.xml'))).toBe('ok (3 rows)');
  });
});

/** A zip of deflated parts, written by hand (as server/routes/dictionary/import-hostile.test.ts does). */
function zipOf(parts: [string, Buffer][]): Buffer {
  const out: Buffer[] = [];
  const dir: Buffer[] = [];
  let offset = 0;
  for (const [fileName, data] of parts) {
    const name = Buffer.from(fileName);
    const deflated = zlib.deflateRawSync(data);
    const crc = zlib.crc32(data);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x800, 6);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(deflated.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(deflated.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    out.push(head, name, deflated);
    dir.push(entry, name);
    offset += 30 + name.length + deflated.length;
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

/** An encoder to GBK built from node's decoder (node encodes only UTF-8): every two-byte code, decoded. */
function toGbk(text: string): Buffer {
  const table = new Map<string, Buffer>();
  const decoder = new TextDecoder('gb18030');
  for (let hi = 0x81; hi <= 0xfe; hi++) {
    for (let lo = 0x40; lo <= 0xfe; lo++) {
      if (lo === 0x7f) continue;
      const ch = decoder.decode(Buffer.from([hi, lo]));
      if (ch.length === 1 && !table.has(ch)) table.set(ch, Buffer.from([hi, lo]));
    }
  }
  return Buffer.concat([...text].map((ch) => (ch.charCodeAt(0) < 0x80 ? Buffer.from(ch, 'latin1') : table.get(ch)!)));
}

describe('parseEstimate: xlsx checks', () => {
  async function sheet(rows: (string | number | null)[][], header = ['序号', '编码', '项目名称', '层级', '专业', ...ESTIMATE_FEES.map(([, l]) => l)]): Promise<EstimateParse> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('表');
    ws.addRow(header);
    for (const r of rows) ws.addRow(r);
    return parseEstimate(Buffer.from(await wb.xlsx.writeBuffer()), '造价.xlsx');
  }
  const f = (v: number | string) => ESTIMATE_FEES.map(() => v);
  const good = [['1', 'P', '项目', '建设项目', '', ...f(10)], ['1.1', 'S', '一号楼', '单项工程', '', ...f(10)], ['1.1.1', 'U', '土建', '单位工程', '建筑工程', ...f(10)]];

  it('reads numbers, text amounts with separators, skips blank rows, and needs no 层级 column', async () => {
    expect(refusal(await sheet([...good.slice(0, 2), [], ['1.1.1', 'U', '土建', '', '建筑工程', ...f('10.00')]]))).toBe('ok (3 rows)');
    // formulas count by their saved result; one without a result is a missing amount
    const formula = (result?: number) => ({ formula: 'F4', ...(result === undefined ? {} : { result }) }) as unknown as number;
    expect(refusal(await sheet([good[0]!, [...good[1]!.slice(0, 5), formula(10), ...f(10).slice(1)], good[2]!]))).toBe('ok (3 rows)');
    expect(refusal(await sheet([good[0]!, [...good[1]!.slice(0, 5), formula(), ...f(10).slice(1)], good[2]!]))).toBe('造价文件第 3 行：第 1 个单项工程「一号楼」缺少「总造价」');
    const noLevel = good.map((r) => [...r.slice(0, 3), ...r.slice(4)]);
    expect(refusal(await sheet(noLevel, ['序号', '编码', '项目名称', '专业', ...ESTIMATE_FEES.map(([, l]) => l)]))).toBe('ok (3 rows)');
  });

  it('refuses a header without the needed columns, naming them', async () => {
    expect(refusal(await sheet(good, ['序号', '编码', '项目名称', '层级', '专业', '总造价']))).toBe(
      '造价文件第一个工作表的表头缺少列：分部分项工程费、措施项目费、安全文明施工费、其他项目费、规费、税金、增值税销项税额（表头须在前 10 行内）',
    );
  });

  it('checks the 序号 outline and the 层级, naming the sheet row', async () => {
    expect(refusal(await sheet([good[0]!, good[1]!, ['1.2.1', ...good[2]!.slice(1)]]))).toBe('造价文件第 4 行：序号「1.2.1」的上级「1.2」不存在');
    expect(refusal(await sheet([good[0]!, good[1]!, ['1.1.2', ...good[2]!.slice(1)]]))).toBe('造价文件第 4 行：序号「1.1.2」应为「1.1.1」（序号须按层级依次编号）');
    expect(refusal(await sheet([good[0]!, good[1]!, ['1.1.1', 'U', '土建', '单项工程', ...good[2]!.slice(4)]]))).toBe('造价文件第 4 行：层级「单项工程」与序号「1.1.1」不符（应为「单位工程」）');
    expect(refusal(await sheet([...good, ['2', 'P2', '项目二', '建设项目', '', ...f(10)]]))).toBe('造价文件第 5 行：序号「2」：一个造价文件只能有一个建设项目');
    expect(refusal(await sheet([good[0]!, good[1]!, ['一', ...good[2]!.slice(1)]]))).toBe('造价文件第 4 行：序号「一」无效（须为 1、1.1、1.1.1 这样的层级编号，最多三级）');
    expect(refusal(await sheet([good[0]!, good[1]!, [null, ...good[2]!.slice(1)]]))).toBe('造价文件第 4 行：序号不能为空');
    expect(refusal(await sheet([good[0]!, good[1]!, ['1.1.1', 'U', '土建', '单位工程', '建筑工程', -1, ...f(10).slice(1)]]))).toBe(
      '造价文件第 4 行：第 1 个单项工程「一号楼」下第 1 个单位工程「土建」的总造价「-1」不是有效金额（须为不小于 0、不大于 999,999,999,999.99 的数字）',
    );
  });

  it('refuses a zip that is not a workbook, a zip bomb and a DOCTYPE through the import guard (with its own sizes)', async () => {
    expect(refusal(await parseEstimate(Buffer.from('PK\x03\x04 not really a zip'), 'x.xlsx'))).toBe(ESTIMATE_MESSAGES.notXlsx);
    expect(refusal(await parseEstimate(sample('valid.xml'), 'valid.xlsx'))).toBe(ESTIMATE_MESSAGES.notXlsx);
    // 40 MB of spaces in a sheet deflates to about 40 KB: refused on the directory's word, before inflating
    const spaces = Buffer.alloc(40 * 1024 * 1024, 0x20);
    const t = performance.now();
    expect(refusal(await parseEstimate(zipOf([['xl/worksheets/sheet1.xml', spaces]]), 'bomb.xlsx'))).toBe('造价文件（Excel）解压后过大（单个部分不能超过 24 MB，合计不能超过 32 MB）');
    expect(performance.now() - t).toBeLessThan(2000);
    expect(refusal(await parseEstimate(zipOf([['xl/workbook.xml', Buffer.from('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "c">]><workbook/>')]]), 'dt.xlsx'))).toBe(
      '造价文件（Excel）含有 DOCTYPE 或实体声明，出于安全考虑不予解析',
    );
  });
});

describe('parseEstimate: the file as a whole', () => {
  it('refuses another extension, an empty file, a file over 50 MB, a tree over 20,000 rows', async () => {
    for (const name of ['造价.pdf', '造价', 'xml', '造价.xml.exe', '']) expect(refusal(await parseEstimate(sample('valid.xml'), name))).toBe('造价文件须为 .xml 或 .xlsx 文件');
    expect(refusal(await parseEstimate(sample('valid.xml'), '造价.XML'))).toBe('ok (12 rows)');
    expect(refusal(await parseEstimate(Buffer.alloc(0), '造价.xml'))).toBe('造价文件是空文件');
    expect(refusal(await parseEstimate(Buffer.alloc(ESTIMATE_LIMITS.bytes + 1, 0x20), '造价.xml'))).toBe('造价文件过大（不能超过 50 MB）');
    expect(refusal(await parseEstimate(Buffer.from(toXml(bigEstimate(ESTIMATE_LIMITS.rows + 1))), '造价.xml'))).toBe('造价文件的行数过多（不能超过 20,000 行）');
    expect(refusal(await parseEstimate(Buffer.from(toXml(bigEstimate(ESTIMATE_LIMITS.rows))), '造价.xml'))).toBe('ok (20000 rows)');
  });

  it('parses 5,000 rows of XML and of xlsx into the same tree', async () => {
    const tree = bigEstimate(5000);
    expect(countEstimateRows(tree)).toBe(5000);
    const a = await parseEstimate(Buffer.from(toXml(tree)), 'big.xml');
    const b = await parseEstimate(await toXlsx(tree), 'big.xlsx');
    expect(refusal(a)).toBe('ok (5000 rows)');
    expect(refusal(b)).toBe('ok (5000 rows)');
    if (a.ok && b.ok) {
      expect(a.rows).toEqual(tree);
      expect(b.rows).toEqual(tree);
    }
  });

  it('never throws: random bytes, every truncation of the samples, naughty strings in names and in the markup', async () => {
    const answers: EstimateParse[] = [];
    const seen = async (bytes: Buffer, name: string) => {
      const r = await parseEstimate(bytes, name);
      answers.push(r);
      if (!r.ok) expect(r.message).toMatch(/[\u4e00-\u9fff]/);
    };
    for (let i = 0; i < 200; i++) {
      const bytes = crypto.randomBytes(1 + (i * 37) % 4000);
      await seen(bytes, i % 2 ? 'r.xml' : 'r.xlsx');
    }
    for (const name of ['valid.xml', 'valid.xlsx']) {
      const whole = sample(name);
      for (let cut = 1; cut < whole.length; cut += Math.max(1, Math.floor(whole.length / 150))) await seen(whole.subarray(0, cut), name);
      // flipped bytes in the middle
      for (let i = 0; i < 50; i++) {
        const copy = Buffer.from(whole);
        copy[(i * 7919) % copy.length] ^= 0xff;
        await seen(copy, name);
      }
    }
    const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    for (const s of NAUGHTY) {
      await seen(Buffer.from(tiny().replace('名称="土建"', `名称="${escapeAttr(s)}"`)), 'n.xml');
      await seen(Buffer.from(tiny().replace('名称="土建"', `名称="${s}"`)), 'n.xml');
      await seen(Buffer.from(tiny().replace('税金="10.00"', `税金="${escapeAttr(s)}"`)), 'n.xml');
      await seen(Buffer.from(s), 'n.xml');
      await seen(Buffer.from(s), s);
    }
    // a naughty name, escaped, comes back as it was (trimmed), or is refused in words
    const named = await parseEstimate(Buffer.from(tiny().replace('名称="土建"', `名称="${escapeAttr('<script>alert(1)</script>')}"`)), 'n.xml');
    expect(named.ok && named.rows[0]!.children![0]!.children![0]!.name).toBe('<script>alert(1)</script>');
    expect(answers.length).toBeGreaterThan(1000);
  });
});

/** (a type check that the rows are the contract's) */
export const _rows: (r: EstimateRow[]) => number = countEstimateRows;
