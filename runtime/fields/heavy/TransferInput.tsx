import { useMemo } from 'react';
import { Transfer } from 'antd';
import type { FieldOption } from '../../../schemas/form';
import { applySelectionLimit } from '../../core/options';
import { asArray } from '../shared/guard';
import { TRANSFER_HEIGHT, type TransferFieldProps } from '../shared/TransferField';

interface TransferRow {
  key: string;
  value: string | number;
  title: string;
  disabled?: boolean;
}
/** Leaves of the option tree, as Transfer rows. */
const leaves = (options: readonly FieldOption[]): TransferRow[] =>
  options.flatMap((o) =>
    o.children?.length ? leaves(o.children) : [{ key: String(o.value), value: o.value, title: o.fullName ?? o.label, disabled: o.isDisabled }],
  );

/**
 * Two lists: available on the left, chosen on the right; the value keeps the option values.
 * Loaded lazily by ../shared/TransferField.tsx (antd Transfer is large).
 */
export default function TransferInput({ options, value, onChange, disabled, selectionLimit, showSearch, oneWay }: TransferFieldProps) {
  const chosen = useMemo(() => asArray(value) as (string | number)[], [value]);
  const rows = useMemo(() => leaves(applySelectionLimit(options ?? [], chosen, selectionLimit)), [options, chosen, selectionLimit]);
  const byKey = useMemo(() => new Map(rows.map((r) => [r.key, r.value])), [rows]);
  return (
    <Transfer<TransferRow>
      dataSource={rows}
      targetKeys={chosen.map(String)}
      onChange={(keys) => onChange?.(keys.map((k) => byKey.get(String(k)) ?? k))}
      render={(row) => row.title}
      titles={['可选', '已选']}
      disabled={disabled}
      showSearch={showSearch}
      oneWay={oneWay}
      filterOption={(input, row) => row.title.includes(input)}
      listStyle={{ width: '100%', height: TRANSFER_HEIGHT }}
    />
  );
}
