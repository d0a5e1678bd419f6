import type { FormConfig, FormItem } from '../../schemas/form';
import { textPlaceholder } from './measure';

/**
 * The generated form of PERFORMANCE.md: per block of six fields two required texts, two numbers, a
 * select and a date (1/3, 1/3, 1/6, 1/6), in groups of 30. Ten selects are linkage parents whose
 * change clears (and would reload) the next two fields — the runtime's select linkage. With
 * `onlyText` every field is a required text (no linkage).
 */
export function generateConfig(n: number, onlyText = false): { config: FormConfig; textIndexes: number[] } {
  const items: FormItem[] = [];
  const textIndexes: number[] = [];
  const choices = Array.from({ length: 5 }, (_, i) => ({ label: `选项${i + 1}`, value: `o${i + 1}` }));
  let linkRules = 0;
  for (let i = 0; i < n; i++) {
    const bianma = `f${i}`;
    // onlyText: every field a text input, to tell the runtime's own cost per field (Formily model,
    // decorator, grid) from that of antd's heavier inputs (InputNumber, Select, DatePicker).
    const kind = onlyText ? 0 : i % 6;
    if (kind === 0 || kind === 2) {
      textIndexes.push(i);
      items.push({ bianma, name: `文本${i + 1}`, type: 'text', required: 1, col: 12, placeholder: textPlaceholder(i) });
    } else if (kind === 1 || kind === 3) {
      items.push({ bianma, name: `数字${i + 1}`, type: 'number', col: 12 });
    } else if (kind === 4) {
      const item: FormItem = { bianma, name: `选择${i + 1}`, type: 'select', col: 12, options: { list: choices } };
      if (linkRules < 10 && i + 2 < n) {
        item.childNode = `f${i + 1},f${i + 2}`;
        linkRules++;
      }
      items.push(item);
    } else {
      items.push({ bianma, name: `日期${i + 1}`, type: 'datepicker', col: 12 });
    }
  }
  const groups = [];
  for (let g = 0; g * 30 < n; g++) groups.push({ key: `g${g}`, title: `第${g + 1}组`, items: items.slice(g * 30, g * 30 + 30) });
  return { config: { kind: 'form', title: `生成表单（${n} 个字段）`, groups }, textIndexes };
}
