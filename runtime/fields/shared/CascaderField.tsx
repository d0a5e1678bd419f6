import type { FieldProps } from '../../core/registry';

export interface CascaderFieldProps extends FieldProps {
  /** cascader-N: levels shown and required */
  depth?: number;
  /** show '请选择<name>' over the input while the path is shorter than `depth` (cascader-3) */
  overlayPrompt?: boolean;
  placeholder?: string;
}

/** The cascader types' edit component; rc-cascader loads on first use (heavy/CascaderInput.tsx). */
export const loadCascader = () => import('../heavy/CascaderInput');
