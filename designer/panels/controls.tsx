import { useId, type ReactNode } from 'react';
import { Input, InputNumber, Select, Switch, Typography } from 'antd';

interface Base {
  /** shown above the control and its accessible name */
  label: string;
  error?: string;
  help?: ReactNode;
}

/**
 * A labelled property with its problem (red, right under the input) or its hint. With `id` the
 * label names the control (`<label for>`) and the note describes it.
 */
export function Prop({ label, error, help, id, children }: Base & { id?: string; children: ReactNode }) {
  return (
    <div className="ks-prop">
      {id ? (
        <label htmlFor={id} className="ks-prop-label">
          {label}
        </label>
      ) : (
        <div className="ks-prop-label">{label}</div>
      )}
      {children}
      {error ? (
        <Typography.Text type="danger" className="ks-prop-note" role="alert" id={id && `${id}-note`}>
          {error}
        </Typography.Text>
      ) : help ? (
        <Typography.Text type="secondary" className="ks-prop-note" id={id && `${id}-note`}>
          {help}
        </Typography.Text>
      ) : null}
    </div>
  );
}

const described = (id: string, base: Base) => (base.error || base.help ? `${id}-note` : undefined);

export function TextProp({ value, onChange, placeholder, ...base }: Base & { value: string | undefined; onChange: (v: string) => void; placeholder?: string }) {
  const id = useId();
  return (
    <Prop {...base} id={id}>
      <Input id={id} aria-describedby={described(id, base)} value={value ?? ''} placeholder={placeholder} status={base.error ? 'error' : undefined} onChange={(e) => onChange(e.target.value)} />
    </Prop>
  );
}

export function NumberProp({ value, onChange, min, max, ...base }: Base & { value: number | undefined; onChange: (v: number | undefined) => void; min?: number; max?: number }) {
  const id = useId();
  return (
    <Prop {...base} id={id}>
      <InputNumber
        id={id}
        aria-describedby={described(id, base)}
        value={value ?? null}
        min={min}
        max={max}
        precision={0}
        style={{ width: '100%' }}
        status={base.error ? 'error' : undefined}
        onChange={(v) => onChange(typeof v === 'number' ? v : undefined)}
      />
    </Prop>
  );
}

export function SwitchProp({ value, onChange, ...base }: Base & { value: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <Prop {...base} id={id}>
      <Switch id={id} checked={value} onChange={onChange} checkedChildren="是" unCheckedChildren="否" />
    </Prop>
  );
}

export function SelectProp<T extends string | number>({
  value,
  onChange,
  options,
  allowClear,
  placeholder,
  ...base
}: Base & { value: T | undefined; onChange: (v: T | undefined) => void; options: Array<{ value: T; label: ReactNode }>; allowClear?: boolean; placeholder?: string }) {
  const id = useId();
  return (
    <Prop {...base} id={id}>
      <Select<T>
        id={id}
        aria-describedby={described(id, base)}
        value={value}
        onChange={(v) => onChange(v)}
        options={options}
        allowClear={allowClear}
        placeholder={placeholder}
        showSearch
        optionFilterProp="label"
        status={base.error ? 'error' : undefined}
      />
    </Prop>
  );
}

/** Several keys out of a list (parentNode, childNode, curInfo). */
export function KeysProp({ value, onChange, options, ...base }: Base & { value: string[]; onChange: (v: string[]) => void; options: Array<{ value: string; label: string }> }) {
  const id = useId();
  return (
    <Prop {...base} id={id}>
      <Select<string[]>
        id={id}
        aria-describedby={described(id, base)}
        mode="multiple"
        value={value}
        onChange={onChange}
        options={options}
        optionFilterProp="label"
        placeholder="无"
        status={base.error ? 'error' : undefined}
      />
    </Prop>
  );
}

/** A day as text (yyyy-MM-dd); the config schema checks its form and the panel shows the complaint. */
export const DateProp = ({ value, onChange, ...base }: Base & { value: string | undefined; onChange: (v: string | undefined) => void }) => (
  <TextProp {...base} value={value} placeholder="YYYY-MM-DD" onChange={(v) => onChange(v.trim() || undefined)} />
);
