import { DatePicker, Input, InputNumber } from 'antd';
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
/** A value as read text: '-' when empty (an empty input looked like a field to fill). */
const shown = (v: unknown) => text(v) || '-';
const same = (a: unknown, b: unknown) => text(a) === text(b);

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

const cell = { padding: '6px 8px', borderBottom: '1px solid var(--ks-split, #f0f0f0)', textAlign: 'left', verticalAlign: 'top' } as const;
/** A changed row: a light ground and a worded mark (colour is not the only sign), #873800 on #fff7e6 7:1. */
const CHANGED_ROW = { background: '#fff7e6' } as const;
const MARK = { marginInlineStart: 8, padding: '0 6px', border: '1px solid #ffd591', borderRadius: 4, color: '#873800', fontSize: 12, fontWeight: 'normal' } as const;

/**
 * 变更前 and 变更信息 (spec 001 §2.2) as one table, a row per field, the old value beside the new:
 * a row whose new value differs is marked 已变更, so an auditor sees at once what the change
 * touches. Values nobody may edit here read as text; only `editable` opens the inputs.
 */
export function ChangeFieldsPanel({ fields, before, values, editable, onChange }: ChangeFieldsPanelProps) {
  return (
    <section className="ks-card-section" aria-labelledby="ks-change-after">
      <table aria-label="变更内容" style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, width: '24%' }}>字段</th>
            <th scope="col" id="ks-change-before" style={cell}>变更前</th>
            <th scope="col" id="ks-change-after" style={cell}>变更信息</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => {
            const Editor = INPUTS[f.type] ?? TextInput;
            const id = `ks-change-new-${f.code}`;
            const value = f.code in values ? values[f.code] : before[f.code];
            const changed = !f.readonly && f.code in values && !same(values[f.code], before[f.code]);
            const open = editable && !f.readonly;
            return (
              <tr key={f.code} data-changed={changed ? 'true' : undefined} style={changed ? CHANGED_ROW : undefined}>
                <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                  {f.required && !f.readonly && open ? <span aria-hidden style={{ color: '#cf1322' }}>* </span> : null}
                  {open ? <label htmlFor={id}>{f.name}</label> : f.name}
                  {changed ? <span style={MARK}>已变更</span> : null}
                </th>
                <td id={`ks-change-old-${f.code}`} style={cell}>{shown(before[f.code])}</td>
                <td style={cell}>
                  {open ? (
                    <Editor id={id} value={value} disabled={false} onChange={(v) => onChange(f.code, v)} />
                  ) : (
                    <span id={id} style={changed ? { fontWeight: 600 } : undefined}>{shown(value)}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** The values before a stored round: its own old values over the record's current ones. */
export function beforeOf(map: Record<string, unknown>, items: readonly ChangeItem[] | undefined): Record<string, unknown> {
  return { ...map, ...Object.fromEntries((items ?? []).map((d) => [d.changeField, d.oldValue])) };
}
