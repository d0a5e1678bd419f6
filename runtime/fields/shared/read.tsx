/** Read-mode (readPretty) renderers shared by several field types. */
import type { FieldProps } from '../../core/registry';
import { labelOf, pathLabels } from '../../core/options';
import { joinMulti } from '../../core/rules';
import { localTime } from '../../core/local-time';

const EMPTY = '-';

/** Plain text; '-' when empty. */
export function ReadText({ value }: FieldProps) {
  const text = value === undefined || value === null || value === '' ? EMPTY : String(value);
  return <span className="ks-read-text">{text}</span>;
}

/** A date or date-time through the one formatter (runtime/core/local-time.ts); '-' when empty. */
export function ReadTime({ value }: FieldProps) {
  const text = value === undefined || value === null || value === '' ? EMPTY : localTime(String(value));
  return <span className="ks-read-text">{text}</span>;
}

/** Labels of the chosen option(s), multi-values joined by the item's separator. */
export function ReadOptions({ value, options, item }: FieldProps) {
  const values = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  const text = values.length ? joinMulti(item, values.map((v) => labelOf(options, v))) : EMPTY;
  return <span className="ks-read-text">{text}</span>;
}

/** A cascader path as 'a/b/c'. */
export function ReadPath({ value, options }: FieldProps) {
  const path = Array.isArray(value) ? value : [];
  return <span className="ks-read-text">{path.length ? pathLabels(options, path).join('/') : EMPTY}</span>;
}

/** Booleans as 是/否; a switch nobody turned on was shown at 否, so it reads 否 (not '-'). */
export function ReadYesNo({ value }: FieldProps) {
  return <span className="ks-read-text">{value === true ? '是' : '否'}</span>;
}
