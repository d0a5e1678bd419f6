import { isUtf8 } from 'node:buffer';
import { SaxesParser } from 'saxes';
import { ESTIMATE_FEES, ESTIMATE_LEVELS, type EstimateFee, type EstimateRow } from '../../schemas/estimate';
import { ESTIMATE_MESSAGES, xmlProblemInChinese } from './messages';
import { EstimateBuilder, EstimateProblem, refuse, type RawRow } from './tree';

/**
 * The XML 造价文件 (docs/bidding.md "造价文件格式"), read with saxes as a stream of 256 KB pieces:
 *
 *   <建设项目 编码="…" 名称="…" 总造价="…" 分部分项工程费="…" … 增值税销项税额="…">
 *     <单项工程 编码="…" 名称="…" (the eight fees)>
 *       <单位工程 编码="…" 名称="…" 专业="…" (the eight fees)/>
 *     </单项工程>
 *   </建设项目>
 *
 * Fees are attributes named as ESTIMATE_FEES names them; other attributes, comments and text are
 * ignored; any other element is refused. UTF-8 (a BOM allowed), or GBK/GB18030 when the XML
 * declaration says so, or UTF-16 with its BOM. No DOCTYPE (so no entity expansion at all).
 */

const PIECE = 256 * 1024;
/** Between pieces, give the event loop a turn every this many bytes (a 50 MB file is not one block). */
const YIELD_EVERY = 2 * 1024 * 1024;

const LABELS = { code: '编码', name: '名称', zy: '专业' } as const;

/** Turns pieces of the file into text; a piece may end inside a character. */
interface Decoder {
  write(piece: Buffer): string;
  end(): string;
}

/** Which decoder the bytes need: a BOM, else the XML declaration's encoding, else UTF-8 (checked whole first, then node's fast decoder). */
function decoderFor(bytes: Buffer): Decoder {
  const strict = (label: string): Decoder => {
    const d = new TextDecoder(label, { fatal: true });
    const guard = (f: () => string) => {
      try {
        return f();
      } catch {
        return refuse(ESTIMATE_MESSAGES.notText);
      }
    };
    return { write: (piece) => guard(() => d.decode(piece, { stream: true })), end: () => guard(() => d.decode()) };
  };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return strict('utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return strict('utf-16be');
  const head = bytes.subarray(0, 200).toString('latin1');
  const declared = /^(?:\xef\xbb\xbf)?<\?xml[^>]*?\sencoding\s*=\s*["']([^"']*)["']/.exec(head)?.[1];
  const name = (declared ?? 'UTF-8').toLowerCase();
  if (name === 'gbk' || name === 'gb2312' || name === 'gb18030') return strict('gb18030');
  if (name !== 'utf-8' && name !== 'utf8') return refuse(ESTIMATE_MESSAGES.encoding(declared ?? ''));
  if (!isUtf8(bytes)) return refuse(ESTIMATE_MESSAGES.notText);
  // valid UTF-8 as a whole: each piece is cut before a character's first byte and read by Buffer#toString
  let carry: Buffer | null = null;
  let first = true;
  return {
    write: (piece) => {
      const whole = carry ? Buffer.concat([carry, piece]) : piece;
      let cut = whole.length;
      while (cut > 0 && cut > whole.length - 4 && (whole[cut - 1]! & 0xc0) === 0x80) cut--;
      // the byte before the continuation bytes starts the character: keep it with them when they are not all here
      if (cut < whole.length || (cut > 0 && whole[cut - 1]! >= 0xc0)) cut = Math.max(0, cut - 1);
      carry = cut < whole.length ? whole.subarray(cut) : null;
      let text = whole.toString('utf8', 0, cut);
      // the BOM, as TextDecoder would drop it
      if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (text) first = false;
      return text;
    },
    end: () => (carry ? carry.toString('utf8') : ''),
  };
}

export async function parseEstimateXml(bytes: Buffer): Promise<{ rows: EstimateRow[]; count: number }> {
  const decoder = decoderFor(bytes);
  const builder = new EstimateBuilder(LABELS);
  const parser = new SaxesParser({ position: true });
  /** Elements open in the file (their names), to check each new one's place. */
  const path: string[] = [];
  let tagLine = 1;
  let tagColumn = 1;
  /** The element saxes closed last (before it says a close tag did not match, it closes the open one). */
  let lastClosed = '';

  const syntax = (what: string, line = parser.line, column = parser.column): never => refuse(ESTIMATE_MESSAGES.syntax(line, Math.max(1, column), what));
  parser.on('error', (err) => {
    if (err instanceof EstimateProblem) throw err;
    // saxes writes "line:column: what"; the position is the parser's
    const what = err.message.replace(/^\d+:\d+: /, '');
    // a close tag naming another element: saxes has just taken the open one off its stack
    if (what === 'unexpected close tag.' && lastClosed) syntax(`结束标签与开始标签「${lastClosed}」不匹配`);
    syntax(xmlProblemInChinese(what));
  });
  parser.on('doctype', () => syntax(ESTIMATE_MESSAGES.doctype));
  parser.on('opentagstart', (tag) => {
    // the parser stands after the name and the character that ended it: the "<" is that far back
    tagLine = parser.line;
    tagColumn = Math.max(1, parser.column - tag.name.length - 1);
  });
  parser.on('opentag', (tag) => {
    const depth = path.length;
    const expected = ESTIMATE_LEVELS[depth];
    if (tag.name !== expected) {
      syntax(depth === 0 ? ESTIMATE_MESSAGES.root(tag.name) : ESTIMATE_MESSAGES.child(path[depth - 1]!, tag.name, expected), tagLine, tagColumn);
    }
    const a = tag.attributes as Record<string, string>;
    const fees = {} as Record<EstimateFee, string | undefined>;
    for (const [fee, label] of ESTIMATE_FEES) fees[fee] = a[label];
    const raw: RawRow = { code: a[LABELS.code], name: a[LABELS.name], zy: a[LABELS.zy], fees };
    builder.open(depth, raw, tagLine);
    path.push(tag.name);
  });
  parser.on('closetag', (tag) => {
    lastClosed = tag.name;
    path.pop();
    builder.closeTo(path.length);
  });

  let sinceYield = 0;
  for (let at = 0; at < bytes.length; at += PIECE) {
    const piece = bytes.subarray(at, at + PIECE);
    const text = decoder.write(piece);
    parser.write(text);
    sinceYield += piece.length;
    if (sinceYield >= YIELD_EVERY) {
      sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  parser.write(decoder.end());
  parser.close();
  const rows = builder.finish();
  return { rows, count: builder.count };
}
