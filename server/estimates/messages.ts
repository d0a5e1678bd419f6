import { ESTIMATE_LEVELS, formatYuan } from '../../schemas/estimate';

/**
 * The limits of a 造价文件 and every message the parser answers (docs/bidding.md "造价文件格式").
 * Each message is for the bidder who uploaded the file: it names the place (line and column for
 * XML, the sheet row for xlsx, the work by its position and name for the amounts).
 */

const MB = 1024 * 1024;

export const ESTIMATE_LIMITS = {
  /** The file as uploaded. */
  bytes: 50 * MB,
  /** Rows of the tree, every level counted (建设项目 + 单项工程 + 单位工程). */
  rows: 20_000,
  /** 编码, 名称 and 专业, in characters. */
  text: 200,
  /** The largest amount accepted: below 10^12 元 cents stay exact in a double. */
  amount: 999_999_999_999.99,
  /** An .xlsx inflated (the import guard's limits, larger: a 20,000-row sheet is about 11 MB of XML). */
  xlsx: { entries: 100, partBytes: 24 * MB, totalBytes: 32 * MB },
} as const;

export const ESTIMATE_MESSAGES = {
  extension: '造价文件须为 .xml 或 .xlsx 文件',
  empty: '造价文件是空文件',
  tooBig: `造价文件过大（不能超过 ${ESTIMATE_LIMITS.bytes / MB} MB）`,
  tooManyRows: `造价文件的行数过多（不能超过 ${ESTIMATE_LIMITS.rows.toLocaleString('en-US')} 行）`,
  notText: '造价文件不是有效的文本：XML 须为 UTF-8 编码（或在 XML 声明中写明 GBK、GB18030）',
  encoding: (name: string) => `造价文件的编码「${name}」不受支持（须为 UTF-8、GBK 或 GB18030）`,
  syntax: (line: number, column: number, what: string) => `造价文件格式错误：第 ${line} 行第 ${column} 列：${what}`,
  noProject: '造价文件中没有建设项目',
  unreadable: '造价文件无法解析，请检查文件是否完整',
  notXlsx: '造价文件不是有效的 Excel（.xlsx）文件',
  xlsxTooBig: `造价文件（Excel）解压后过大（单个部分不能超过 ${ESTIMATE_LIMITS.xlsx.partBytes / MB} MB，合计不能超过 ${ESTIMATE_LIMITS.xlsx.totalBytes / MB} MB）`,
  xlsxTooMany: `造价文件（Excel）包含的部分过多（不能超过 ${ESTIMATE_LIMITS.xlsx.entries} 个）`,
  xlsxDoctype: '造价文件（Excel）含有 DOCTYPE 或实体声明，出于安全考虑不予解析',
  noSheet: '造价文件中没有工作表',
  header: (missing: readonly string[]) => `造价文件第一个工作表的表头缺少列：${missing.join('、')}（表头须在前 10 行内）`,
  /** A problem of one row, at a line of the XML or a row of the sheet. */
  at: (line: number, what: string) => `造价文件第 ${line} 行：${what}`,
  missing: (place: string, label: string) => `${place}缺少「${label}」`,
  tooLong: (place: string, label: string) => `${place}的${label}过长（不能超过 ${ESTIMATE_LIMITS.text} 个字）`,
  amount: (place: string, label: string, value: string) =>
    `${place}的${label}「${value}」不是有效金额（须为不小于 0、不大于 ${formatYuan(ESTIMATE_LIMITS.amount)} 的数字）`,
  noChildren: (place: string, depth: number) => `${place}下没有${ESTIMATE_LEVELS[depth + 1]}`,
  sum: (place: string, label: string, own: number, depth: number, sum: number) =>
    `${place}的${label} ${formatYuan(own)} 与其下${ESTIMATE_LEVELS[depth + 1]}之和 ${formatYuan(sum)} 不符`,
  // XML structure
  root: (name: string) => `根元素须为「建设项目」，不能是「${name}」`,
  child: (parent: string, name: string, expected: string | undefined) =>
    expected ? `「${parent}」下只能有「${expected}」，不能有「${name}」` : `「${parent}」下不能再有元素「${name}」`,
  doctype: '造价文件不能含有 DOCTYPE 声明',
  // xlsx outline
  serial: (value: string) => `序号「${value}」无效（须为 1、1.1、1.1.1 这样的层级编号，最多三级）`,
  serialMissing: '序号不能为空',
  serialParent: (value: string, parent: string) => `序号「${value}」的上级「${parent}」不存在`,
  serialNext: (value: string, expected: string) => `序号「${value}」应为「${expected}」（序号须按层级依次编号）`,
  oneProject: (value: string) => `序号「${value}」：一个造价文件只能有一个建设项目`,
  level: (value: string, serial: string, expected: string) => `层级「${value}」与序号「${serial}」不符（应为「${expected}」）`,
} as const;

/** saxes's own words for the common XML mistakes, in Chinese; anything else keeps saxes's text. */
export function xmlProblemInChinese(text: string): string {
  const rules: [RegExp, (m: RegExpMatchArray) => string][] = [
    [/^unclosed tag: (.*)$/, (m) => `元素「${m[1]}」没有结束标签`],
    [/^unmatched closing tag: (.*)\.$/, (m) => `结束标签「${m[1]}」没有对应的开始标签`],
    [/^unexpected end\.$/, () => '文件意外结束'],
    [/^text data outside of root node\.$/, () => '根元素之外不能有文本'],
    [/^documents may contain only one root\.$/, () => '文件只能有一个根元素'],
    [/^document must contain a root element\.$/, () => '文件中没有根元素'],
    [/^disallowed character/, () => '含有不允许的字符'],
    [/^duplicate attribute: (.*)\.$/, (m) => `属性「${m[1]}」重复`],
    [/^unquoted attribute value\.$/, () => '属性值须用引号括起'],
    [/^attribute without value\.$/, () => '属性缺少值'],
    [/^no whitespace between attributes\.$/, () => '属性之间须有空格'],
    [/^undefined entity\.$/, () => '未定义的实体引用'],
    [/^malformed character entity\.$/, () => '字符引用格式错误'],
    [/^unexpected close tag\.$/, () => '意外的结束标签'],
    [/^malformed comment\.$/, () => '注释格式错误'],
  ];
  for (const [re, say] of rules) {
    const m = text.match(re);
    if (m) return say(m);
  }
  return text;
}
