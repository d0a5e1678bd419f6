import { useMemo, useRef } from 'react';
import { Cascader } from 'antd';
import { toAntOptions, truncateDepth } from '../../core/options';
import { MSG } from '../../core/constants';
import { checkParentCondition } from '../shared/guard';
import type { CascaderFieldProps } from '../shared/CascaderField';
import { selectAria, useRequiredOnInput, type NativeElementRef } from '../shared/a11y';

/**
 * antd Cascader over the field's option tree; any level may be chosen, the value is the path.
 * Loaded lazily by ../shared/CascaderField.tsx (rc-cascader is large).
 */
export default function CascaderInput(props: CascaderFieldProps) {
  const { item, options, value, onChange, onBlur, onFocus, disabled, loading, field, conditionParents, depth, overlayPrompt, placeholder, a11y } = props;
  const ref = useRef<NativeElementRef>(null);
  useRequiredOnInput(ref, a11y);
  const antOptions = useMemo(() => toAntOptions(depth ? truncateDepth(options ?? [], depth) : (options ?? [])), [options, depth]);
  const path = Array.isArray(value) ? (value as (string | number)[]) : [];
  const prompt = overlayPrompt && depth && path.length < depth ? MSG.pleaseChoose(item.name) : null;
  const cascader = (
    <Cascader
      ref={ref as never}
      {...selectAria(a11y)}
      style={{ width: '100%' }}
      value={path}
      options={antOptions}
      changeOnSelect
      onChange={(v) => onChange?.(v && v.length ? v : undefined)}
      onBlur={onBlur}
      onFocus={onFocus}
      disabled={disabled}
      loading={loading}
      allowClear
      showSearch
      placeholder={prompt ? '' : (placeholder ?? `请选择${item.name}`)}
      onOpenChange={(open) => {
        if (open) checkParentCondition(field, conditionParents);
      }}
    />
  );
  if (!prompt) return cascader;
  // The overlay sits on top of the input (not as a placeholder) so it stays while a partial path
  // is shown; pointer events pass through to the cascader.
  return (
    <span style={{ position: 'relative', display: 'block' }}>
      {cascader}
      <span
        className="ks-cascader-prompt"
        role="status"
        style={{ position: 'absolute', right: 36, top: '50%', transform: 'translateY(-50%)', color: 'var(--ks-warning)', pointerEvents: 'none', fontSize: 12 }}
      >
        {prompt}
      </span>
    </span>
  );
}
