import type { FieldProps } from '../../core/registry';

export interface ChoiceSelectProps extends FieldProps {
  mode?: 'multiple';
  showSearch?: boolean;
  placeholder?: string;
}

/**
 * antd Select over the field's options (select, filter-select, select-link, select-multiple):
 * rc-select loads when somebody first uses one. A single select starts as SelectLook (a stand-in);
 * a multiple select's tags have no light look-alike, so it loads behind a placeholder.
 */
export const loadChoiceSelect = () => import('../heavy/ChoiceSelectInput');
