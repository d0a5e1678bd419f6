import { VALIDATOR_NAMES, VALIDATORS, type ValidatorName } from '../../schemas/validators';
import { SelectProp } from './controls';

const CHOICES = VALIDATOR_NAMES.map((name) => ({ value: name, label: VALIDATORS[name].label }));

/**
 * The named validator of a field (schemas/validators.ts), picked beside its regex: checks a regex
 * cannot make, such as the check character of a unified social credit code.
 */
export function ValidatorPicker({ value, error, onChange }: { value: string | undefined; error?: string; onChange: (v: ValidatorName | undefined) => void }) {
  const help = value && Object.hasOwn(VALIDATORS, value) ? `不符合时提示：${VALIDATORS[value as ValidatorName].message}` : '如统一社会信用代码（含校验位）、身份证号码、手机号码';
  return (
    <SelectProp<ValidatorName>
      label="校验规则"
      value={value as ValidatorName | undefined}
      options={CHOICES}
      allowClear
      placeholder="无"
      error={error}
      help={help}
      onChange={(v) => onChange(v)}
    />
  );
}
