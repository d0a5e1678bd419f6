import type { ChoiceSelectProps } from './ChoiceSelect';
import type { StandInLookProps } from './stand-in';
import { inputAria } from './a11y';

/**
 * The stand-in of a single select (stand-in.tsx): antd's box (the class names tests and hosts
 * look for: .ant-select-selector, .ant-select-selection-item / -placeholder), the chosen option's
 * label or the placeholder, and a combobox input (editable where the real one searches).
 */
export function SelectLook({ item, value, options, disabled, showSearch, placeholder, activate, press, keyDown, a11y }: ChoiceSelectProps & StandInLookProps) {
  const chosen = value === undefined || value === null || value === '' ? undefined : (options ?? []).find((o) => o.value === value);
  const label = chosen ? chosen.label : value === undefined || value === null || value === '' ? '' : String(value);
  const classes = ['ant-select', 'ant-select-single', 'ks-stand-in', 'ks-stand-in-select', disabled && 'ant-select-disabled', disabled && 'ks-stand-in-disabled'];
  return (
    <div className={classes.filter(Boolean).join(' ')} onPointerEnter={() => activate('hover')} onMouseDown={disabled ? undefined : press}>
      <div className="ant-select-selector">
        <span className="ant-select-selection-search">
          <input
            // the real select's id and aria: the label and message point at whichever is mounted
            {...inputAria(a11y)}
            role="combobox"
            aria-expanded="false"
            aria-haspopup="listbox"
            aria-autocomplete="list"
            autoComplete="off"
            readOnly={!showSearch}
            disabled={disabled}
            defaultValue=""
            onFocus={() => activate('focus')}
            onKeyDown={keyDown}
          />
        </span>
        {label ? (
          <span className="ant-select-selection-item" title={label}>
            {label}
          </span>
        ) : (
          <span className="ant-select-selection-placeholder">{placeholder ?? `请选择${item.name}`}</span>
        )}
      </div>
      <span className="ks-stand-in-arrow" aria-hidden />
    </div>
  );
}
