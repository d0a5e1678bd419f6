import type { ReactNode } from 'react';
import { Input, InputNumber, Select, Switch, Typography } from 'antd';

interface Base {
  label: string;
  error?: string;
  help?: ReactNode;
  /** accessible name (defaults to the label) */
  name?: string;
}

/** A labelled property with its problem (red, right under the input) or its hint. */
export function Prop({ label, error, help, children }: Base & { children: ReactNode }) {
  return (
    <div className="ks-prop">
      <div className="ks-prop-label">{label}</div>
      {children}
      {error ? (
        <Typography.Text type="danger" className="ks-prop-note" role="alert">
          {error}
        </Typography.Text>
      ) : help ? (
        <Typography.Text type="secondary" className="ks-prop-note">
          {help}
        </Typography.Text>
      ) : null}
    </div>
  );
}

export function TextProp({ value, onChange, placeholder, ...base }: Base & { value: string | undefined; onChange: (v: string) => void; placeholder?: string }) {
  return (
    <Prop {...base}>
      <Input aria-label={base.name ?? base.label} value={value ?? ''} placeholder={placeholder} status={base.error ? 'error' : undefined} onChange={(e) => onChange(e.target.value)} />
    </Prop>
  );
}

export function NumberProp({ value, onChange, min, max, ...base }: Base & { value: number | undefined; onChange: (v: number | undefined) => void; min?: number; max?: number }) {
  return (
    <Prop {...base}>
      <InputNumber
        aria-label={base.name ?? base.label}
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
  return (
    <Prop {...base}>
      <Switch aria-label={base.name ?? base.label} checked={value} onChange={onChange} checkedChildren="是" unCheckedChildren="否" />
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
  return (
    <Prop {...base}>
      <Select<T>
        aria-label={base.name ?? base.label}
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
  return (
    <Prop {...base}>
      <Select<string[]>
        aria-label={base.name ?? base.label}
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
