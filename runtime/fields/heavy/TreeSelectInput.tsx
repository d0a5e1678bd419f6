import { useMemo, useRef } from 'react';
import { TreeSelect } from 'antd';
import type { FieldOption } from '../../../schemas/form';
import type { FieldProps } from '../../core/registry';
import { applySelectionLimit } from '../../core/options';
import { asArray, checkParentCondition } from '../shared/guard';
import { selectAria, useRequiredOnInput, type NativeElementRef } from '../shared/a11y';

interface TreeNode {
  title: string;
  /** also the node key: values are unique over the whole tree */
  value: string | number;
  disabled?: boolean;
  children?: TreeNode[];
}
const toTree = (options: readonly FieldOption[]): TreeNode[] =>
  options.map((o) => ({
    title: o.label,
    value: o.value,
    disabled: o.isDisabled,
    children: o.children?.length ? toTree(o.children) : undefined,
  }));

/**
 * Multi-choice over a tree: checking a branch checks its leaves; the value holds leaves only.
 * With a selection limit, the other leaves are disabled once the limit is reached.
 * Loaded lazily by ../select-m.tsx (rc-tree-select and rc-tree are large).
 */
export default function TreeSelectInput({ item, options, value, onChange, onBlur, onFocus, disabled, loading, field, conditionParents, selectionLimit, placeholder, a11y }: FieldProps & { placeholder?: string }) {
  const ref = useRef<NativeElementRef>(null);
  useRequiredOnInput(ref, a11y);
  const chosen = useMemo(() => asArray(value) as (string | number)[], [value]);
  const treeData = useMemo(() => toTree(applySelectionLimit(options ?? [], chosen, selectionLimit)), [options, chosen, selectionLimit]);
  return (
    <TreeSelect
      ref={ref as never}
      {...selectAria(a11y)}
      style={{ width: '100%' }}
      value={chosen}
      treeData={treeData}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_CHILD}
      onChange={(v) => onChange?.(v)}
      onBlur={onBlur}
      onFocus={onFocus}
      disabled={disabled}
      loading={loading}
      allowClear
      treeNodeFilterProp="title"
      placeholder={placeholder ?? `请选择${item.name}`}
      onOpenChange={(open) => {
        if (open) checkParentCondition(field, conditionParents);
      }}
    />
  );
}
