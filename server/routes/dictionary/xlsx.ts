import type { FieldOption } from '../../../schemas';
import { DICTIONARY_MAX_DEPTH, DICTIONARY_MAX_ITEMS, DICTIONARY_MAX_LABEL, DICTIONARY_MAX_VALUE, type ImportRowProblem } from '../../../schemas/dictionary-manager';
import { loadExcel } from '../../lazy-packages';
import { openFirstSheet } from '../../dictionary/first-sheet';

/**
 * The .xlsx form of a dictionary (docs/dictionaries.md "Import"). One row is one option: the
 * deepest level whose 名称 or 取值 is filled. The 取值 of the levels before it name its ancestors,
 * defined in an earlier row or, when their 名称 is filled too, in this row. 是否停用 applies to the
 * row's own option: 是, 否 or empty (= 否).
 */
const LEVELS = ['一', '二', '三', '四', '五'].slice(0, DICTIONARY_MAX_DEPTH);
export const NAME_HEADER = (level: number) => `${LEVELS[level]}级名称`;
export const VALUE_HEADER = (level: number) => `${LEVELS[level]}级取值`;
export const DISABLED_HEADER = '是否停用';
export const TEMPLATE_FILE_NAME = '字典导入模板.xlsx';

export const XLSX_MESSAGES = {
  notXlsx: '文件不是有效的 Excel（.xlsx）文件',
  noSheet: 'Excel 文件中没有工作表',
  header: `表头须包含「${NAME_HEADER(0)}」和「${VALUE_HEADER(0)}」，请使用字典导入模板`,
  empty: '文件中没有字典项',
  tooMany: `字典项不能超过 ${DICTIONARY_MAX_ITEMS} 个`,
} as const;

/** A refusal of the whole file (not of a row). */
export class XlsxFileError extends Error {}

/** The template: the header, three example rows and a sheet of instructions. */
export async function templateWorkbook(): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('字典项');
  const header = [...LEVELS.flatMap((_, i) => [NAME_HEADER(i), VALUE_HEADER(i)]), DISABLED_HEADER];
  sheet.addRow(header).font = { bold: true };
  sheet.addRow(['浙江省', '330000', '', '', '', '', '', '', '', '', '否']);
  sheet.addRow(['浙江省', '330000', '杭州市', '330100', '', '', '', '', '', '', '否']);
  sheet.addRow(['', '330000', '', '330100', '西湖区', '330106', '', '', '', '', '是']);
  sheet.columns.forEach((c) => (c.width = 12));
  const help = wb.addWorksheet('说明');
  for (const line of [
    '每行是一个字典项：填写到第几级，这一行就是第几级的选项。',
    '上级各列的「取值」必填，指明它的上级；上级已在前面的行出现时，上级「名称」可以不填。',
    '同一字典内取值不能重复；名称不能为空；是否停用填“是”或“否”，不填为“否”。',
    `最多 ${DICTIONARY_MAX_DEPTH} 级、${DICTIONARY_MAX_ITEMS} 项。有任何一行不合格时整份文件不导入，请按提示修改后重新导入。`,
  ]) help.addRow([line]);
  help.getColumn(1).width = 100;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface Node {
  option: FieldOption;
  level: number;
  row: number;
}

export interface ParsedImport {
  items: FieldOption[];
  problems: ImportRowProblem[];
  count: number;
}

/** Reads an import file into a tree, with every refused row and why. Throws XlsxFileError for a file that is not a template. */
export async function parseDictionaryXlsx(buf: Buffer): Promise<ParsedImport> {
  // Sizes bounded and DOCTYPEs refused before exceljs inflates anything (server/dictionary/xlsx-guard.ts).
  const sheet = await openFirstSheet(buf, XLSX_MESSAGES, (message) => {
    throw new XlsxFileError(message);
  });

  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => columns.set(cell.text.trim(), col));
  if (!columns.has(NAME_HEADER(0)) || !columns.has(VALUE_HEADER(0))) throw new XlsxFileError(XLSX_MESSAGES.header);
  const levels = LEVELS.map((_, i) => ({ name: columns.get(NAME_HEADER(i)), value: columns.get(VALUE_HEADER(i)) })).filter((l) => l.name || l.value);
  const disabledCol = columns.get(DISABLED_HEADER);

  const roots: FieldOption[] = [];
  const byValue = new Map<string, Node>();
  const problems: ImportRowProblem[] = [];
  let count = 0;

  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const text = (col: number | undefined) => (col ? row.getCell(col).text.trim() : '');
    const cells = levels.map((l) => ({ name: text(l.name), value: text(l.value) }));
    const disabledText = text(disabledCol);
    const deepest = cells.reduce((d, c, i) => (c.name || c.value ? i : d), -1);
    if (deepest < 0 && !disabledText) continue; // a blank row
    const reasons: string[] = [];
    if (deepest < 0) reasons.push(`${NAME_HEADER(0)}不能为空`);
    if (disabledText && disabledText !== '是' && disabledText !== '否') reasons.push(`是否停用只能填“是”或“否”，不能是「${disabledText}」`);

    // The ancestors: each named by its 取值, created here when its 名称 is filled and it is new.
    let siblings = roots;
    let parent: Node | undefined;
    let placed = true;
    for (let i = 0; i < deepest && placed; i++) {
      const { name, value } = cells[i];
      if (!value) {
        reasons.push(`${VALUE_HEADER(i)}不能为空（它是本行选项的上级）`);
        placed = false;
        break;
      }
      const known = byValue.get(value);
      if (known) {
        if (known.level !== i || (parent ? !parent.option.children?.includes(known.option) : !roots.includes(known.option))) {
          reasons.push(`${VALUE_HEADER(i)}「${value}」已在第 ${known.row} 行用于其他位置`);
          placed = false;
          break;
        }
        parent = known;
      } else if (!name) {
        reasons.push(`${VALUE_HEADER(i)}「${value}」在前面的行中没有出现，须填写${NAME_HEADER(i)}`);
        placed = false;
        break;
      } else {
        const option: FieldOption = { label: name, value };
        siblings.push(option);
        parent = { option, level: i, row: r };
        byValue.set(value, parent);
        count++;
      }
      siblings = parent.option.children ??= [];
    }

    // The row's own option is checked even when its 是否停用 is bad, so every reason is shown at once.
    if (deepest >= 0 && placed) {
      const { name, value } = cells[deepest];
      if (!name) reasons.push(`${NAME_HEADER(deepest)}不能为空`);
      else if (name.length > DICTIONARY_MAX_LABEL) reasons.push(`${NAME_HEADER(deepest)}不能超过 ${DICTIONARY_MAX_LABEL} 个字符`);
      if (!value) reasons.push(`${VALUE_HEADER(deepest)}不能为空`);
      else if (value.length > DICTIONARY_MAX_VALUE) reasons.push(`${VALUE_HEADER(deepest)}不能超过 ${DICTIONARY_MAX_VALUE} 个字符`);
      else if (byValue.has(value)) reasons.push(`取值「${value}」重复（与第 ${byValue.get(value)!.row} 行相同）`);
      if (reasons.length === 0) {
        const option: FieldOption = { label: name, value };
        if (disabledText === '是') option.isDisabled = true;
        siblings.push(option);
        byValue.set(value, { option, level: deepest, row: r });
        count++;
      }
    }
    if (reasons.length > 0) problems.push({ row: r, reason: reasons.join('；') });
    if (count > DICTIONARY_MAX_ITEMS) throw new XlsxFileError(XLSX_MESSAGES.tooMany);
  }
  // Parents created as ancestors keep an empty children array only when nothing landed under them.
  const tidy = (list: FieldOption[]) => list.forEach((o) => (o.children?.length ? tidy(o.children) : delete o.children));
  tidy(roots);
  return { items: roots, problems, count };
}
