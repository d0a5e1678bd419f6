import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import type { FormConfig, FormItem } from '../../schemas/form';
import type { ColumnLabels, TableColumn } from '../../schemas/list';
import { formItemsOf, labelSourceText } from '../../schemas/column-labels';
import { columnTypeOf, TEXT_COLUMN_TYPE } from '../../schemas/column-types';
import { pageKind } from '../../schemas/page-kinds';
import { useDesignerApi } from '../page-pair/api-context';
import { useDesignerState } from '../store/use-designer';
import { DictionaryPicker } from './DictionaryPicker';
import { SelectProp } from './controls';

type From = ColumnLabels['from'];
const FROM: Array<{ value: From; label: string }> = [
  { value: 'form', label: '表单字段的选项（默认）' },
  { value: 'dictionary', label: '指定字典' },
  { value: 'none', label: '不转换，显示存储值' },
];

/**
 * The fields a list's values come from: its recordForm, else its detail node's form as saved (read
 * once per detail node); empty while loading or without a designer API.
 */
function useListFormItems(): FormItem[] {
  const config = useDesignerState((s) => s.config) as { recordForm?: { groups: FormConfig['groups'] }; formNodeId?: string };
  const api = useDesignerApi();
  const [loaded, setLoaded] = useState<{ id: string; items: FormItem[] } | null>(null);
  const formNodeId = config.recordForm ? undefined : config.formNodeId;
  useEffect(() => {
    if (!api || !formNodeId || loaded?.id === formNodeId) return;
    let live = true;
    api.loadNode(formNodeId).then(
      (node) => live && setLoaded({ id: formNodeId, items: node && pageKind(node.kind)?.opens === 'detail' ? formItemsOf((node.config as FormConfig).groups) : [] }),
      () => live && setLoaded({ id: formNodeId, items: [] }),
    );
    return () => void (live = false);
  }, [api, formNodeId, loaded?.id]);
  if (config.recordForm) return formItemsOf(config.recordForm.groups);
  return loaded && loaded.id === formNodeId ? loaded.items : [];
}

/**
 * 显示名称: where a column's names for coded values come from (docs/lists.md "Columns show names"),
 * said in a sentence, and the choice of the form field (default), a dictionary or none.
 */
export function ColumnLabelsProp({ column, onChange }: { column: TableColumn; onChange: (labels: ColumnLabels | undefined) => void }) {
  const items = useListFormItems();
  // a status, link or button column draws its own thing: nothing to choose
  if (columnTypeOf(column) !== TEXT_COLUMN_TYPE) return null;
  const from = column.labels?.from ?? 'form';
  return (
    <>
      <SelectProp<From>
        label="显示名称取自"
        value={from}
        options={FROM}
        onChange={(v) => onChange(!v || v === 'form' ? undefined : v === 'dictionary' ? { from: v, displayCode: column.labels?.displayCode } : { from: v })}
      />
      {from === 'dictionary' && (
        <DictionaryPicker
          code={column.labels?.displayCode}
          fieldName={column.name}
          bianma={column.bianma || column.code}
          error={column.labels?.displayCode ? undefined : '请选择字典'}
          onChange={(displayCode) => onChange({ from: 'dictionary', ...(displayCode ? { displayCode } : {}) })}
        />
      )}
      <Typography.Paragraph type="secondary" className="ks-prop-note" data-testid="column-labels-source">
        显示名称来源：{labelSourceText(column, items)}
      </Typography.Paragraph>
    </>
  );
}
