import { Col, DatePicker, Input, InputNumber, Row } from 'antd';
import dayjs from 'dayjs';
import type { ComponentType } from 'react';
import type { ChangeItem } from '../../../schemas/change-request';
import type { ChangeFieldInfo } from './change-services';

interface InputProps {
  id: string;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function TextInput({ id, value, disabled, onChange }: InputProps) {
  return <Input id={id} value={text(value)} disabled={disabled} maxLength={2000} onChange={(e) => onChange(e.target.value)} />;
}

function NumberInput({ id, value, disabled, onChange }: InputProps) {
  const n = value === '' || value === null || value === undefined ? null : Number(value);
  return <InputNumber id={id} style={{ width: '100%' }} value={n} disabled={disabled} onChange={(v) => onChange(v ?? null)} />;
}

function DateInput({ id, value, disabled, onChange }: InputProps) {
  const d = value ? dayjs(String(value)) : null;
  return (
    <DatePicker id={id} style={{ width: '100%' }} value={d?.isValid() ? d : null} disabled={disabled} onChange={(v) => onChange(v ? v.format('YYYY-MM-DD') : null)} />
  );
}

/**
 * The editor of a change field by its configured type (a change edits plain values: the form's
 * Formily field types need a form around them); anything else is a text input.
 */
const INPUTS: Partial<Record<string, ComponentType<InputProps>>> = { number: NumberInput, datepicker: DateInput };

export interface ChangeFieldsPanelProps {
  fields: readonly ChangeFieldInfo[];
  /** the values before the change: a stored round's own old values, else the record's */
  before: Record<string, unknown>;
  values: Record<string, unknown>;
  editable: boolean;
  onChange: (code: string, value: unknown) => void;
}

/** 变更前 (read-only) and 变更信息 (the new values) side by side (spec 001 §2.2). */
export function ChangeFieldsPanel({ fields, before, values, editable, onChange }: ChangeFieldsPanelProps) {
  return (
    <Row gutter={16}>
      <Col span={12}>
        <section className="ks-card-section" aria-labelledby="ks-change-before">
          <h3 id="ks-change-before">变更前</h3>
          <Row gutter={8}>
            {fields.map((f) => (
              <Col key={f.code} span={Math.min(24, f.col * 2)}>
                <label htmlFor={`ks-change-old-${f.code}`}>{f.name}</label>
                <Input id={`ks-change-old-${f.code}`} value={text(before[f.code])} readOnly />
              </Col>
            ))}
          </Row>
        </section>
      </Col>
      <Col span={12}>
        <section className="ks-card-section" aria-labelledby="ks-change-after">
          <h3 id="ks-change-after">变更信息</h3>
          <Row gutter={8}>
            {fields.map((f) => {
              const Editor = INPUTS[f.type] ?? TextInput;
              const id = `ks-change-new-${f.code}`;
              return (
                <Col key={f.code} span={Math.min(24, f.col * 2)}>
                  <label htmlFor={id}>
                    {f.required && !f.readonly ? <span aria-hidden style={{ color: '#cf1322' }}>* </span> : null}
                    {f.name}
                  </label>
                  <Editor id={id} value={f.code in values ? values[f.code] : before[f.code]} disabled={!editable || f.readonly} onChange={(v) => onChange(f.code, v)} />
                </Col>
              );
            })}
          </Row>
        </section>
      </Col>
    </Row>
  );
}

/** The values before a stored round: its own old values over the record's current ones. */
export function beforeOf(map: Record<string, unknown>, items: readonly ChangeItem[] | undefined): Record<string, unknown> {
  return { ...map, ...Object.fromEntries((items ?? []).map((d) => [d.changeField, d.oldValue])) };
}
