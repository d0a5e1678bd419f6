import { useEffect, useMemo, useRef } from 'react';
import { Transfer, type TransferProps } from 'antd';
import type { FieldOption } from '../../../schemas/form';
import { applySelectionLimit } from '../../core/options';
import { asArray } from '../shared/guard';
import { groupAria } from '../shared/a11y';
import { nameTransferControls, refocusAfterMove } from './transfer-a11y';
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
 * Loaded lazily by ../shared/TransferField.tsx (antd Transfer is large). antd gives its checkboxes
 * and move buttons no names and disables the pressed move button (focus falls to <body>), so
 * transfer-a11y.ts names them and moves the focus on after a move.
 */
export default function TransferInput({ options, value, onChange, disabled, selectionLimit, showSearch, oneWay, a11y }: TransferFieldProps) {
  const chosen = useMemo(() => asArray(value) as (string | number)[], [value]);
  const rows = useMemo(() => leaves(applySelectionLimit(options ?? [], chosen, selectionLimit)), [options, chosen, selectionLimit]);
  const byKey = useMemo(() => new Map(rows.map((r) => [r.key, r.value])), [rows]);
  const host = useRef<HTMLDivElement>(null);
  // The list the last move took people from (0: 可选, 1: 已选), while its button had the focus.
  const movedFrom = useRef<0 | 1 | null>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    nameTransferControls(el);
    // rows come and go (search, moves): name the new ones too
    const watch = new MutationObserver(() => nameTransferControls(el));
    watch.observe(el, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []);
  useEffect(() => {
    if (movedFrom.current === null || !host.current) return;
    refocusAfterMove(host.current, movedFrom.current);
    movedFrom.current = null;
  }, [chosen]);
  const change: TransferProps<TransferRow>['onChange'] = (keys, direction) => {
    if (host.current?.querySelector('.ant-transfer-operation')?.contains(document.activeElement)) movedFrom.current = direction === 'right' ? 0 : 1;
    onChange?.(keys.map((k) => byKey.get(String(k)) ?? k));
  };
  return (
    <div ref={host} {...groupAria(a11y, 'group')}>
      <Transfer<TransferRow>
        dataSource={rows}
        targetKeys={chosen.map(String)}
        onChange={change}
        render={(row) => row.title}
        titles={['可选', '已选']}
        disabled={disabled}
        showSearch={showSearch}
        oneWay={oneWay}
        filterOption={(input, row) => row.title.includes(input)}
        listStyle={{ width: '100%', height: TRANSFER_HEIGHT }}
      />
    </div>
  );
}
