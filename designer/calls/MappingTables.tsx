import { useId, type CSSProperties, type ReactNode } from 'react';
import { AutoComplete, Button, Input, Select, Typography } from 'antd';
import { ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ParamMapping } from '../../schemas/catalogue';
import type { CallDraft, FixedType } from './draft';
import type { DraftErrors } from './validate';
import '../../runtime/core/visually-hidden.css';

export interface FieldChoice {
  code: string;
  name: string;
}

/** Keys of the engine's bodies a parameter may feed (the operations check the rest). */
const BODY_KEYS = ['id', 'version', 'curPage', 'pageSize', 'data', 'pass', 'reason'];

const fieldOptions = (fields: readonly FieldChoice[]) => fields.map((f) => ({ value: f.code, label: `${f.name}（${f.code}）` }));
const matches = (input: string, option?: { label?: ReactNode }) => !input || String(option?.label ?? '').toLowerCase().includes(input.toLowerCase());

/**
 * A name typed or picked from `options`. The accessible name sits on the input alone (given to
 * AutoComplete itself it lands on its wrapper too, where a name without a role is not allowed).
 */
function NameInput({ label, error, note, value, options, onChange, style }: { label: string; error?: string; note: string; value: string; options: Array<{ value: string; label: string }>; onChange: (v: string) => void; style?: CSSProperties }) {
  return (
    <AutoComplete value={value} options={options} filterOption={matches} onChange={onChange} style={style}>
      <Input aria-label={label} aria-describedby={error ? note : undefined} status={error ? 'error' : undefined} />
    </AutoComplete>
  );
}

/** A choice named by a hidden label (an aria-label on antd's Select would land on its wrapper too). */
function Choice<T extends string>({ label, value, options, onChange, style }: { label: string; value: T; options: Array<{ value: T; label: string }>; onChange: (v: T) => void; style?: CSSProperties }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="ks-visually-hidden">
        {label}
      </label>
      <Select<T> id={id} value={value} style={style} options={options} onChange={onChange} />
    </>
  );
}

/** One block: a caption, the two column heads, its rows, the add button and a list-wide message. */
function Block({ caption, heads, children, onAdd, addLabel, error }: { caption: string; heads: [string, string]; children: ReactNode; onAdd: () => void; addLabel: string; error?: string }) {
  return (
    <fieldset className="ks-calls-block">
      <legend>{caption}</legend>
      <div className="ks-calls-map ks-calls-map-head" aria-hidden>
        <span>{heads[0]}</span>
        <span />
        <span>{heads[1]}</span>
        <span />
      </div>
      {children}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
        {addLabel}
      </Button>
    </fieldset>
  );
}

/** A row's problem under it, read out with the input it belongs to. */
const Note = ({ id, text }: { id: string; text?: string }) =>
  text ? (
    <Typography.Text type="danger" className="ks-calls-map-note" id={id} role="alert">
      {text}
    </Typography.Text>
  ) : null;

interface Editor<K extends keyof CallDraft> {
  value: CallDraft[K];
  errors: DraftErrors;
  fields: readonly FieldChoice[];
  onChange: (next: CallDraft[K]) => void;
}

/** 参数映射: each parameter of the spec's body or query → a condition on a field, or a key of the engine's body. */
export function ParamsEditor({ value, errors, fields, onChange }: Editor<'params'>) {
  const set = (i: number, patch: Partial<ParamMapping>) => onChange(value.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <Block caption="参数映射" heads={['接口参数', '引擎字段 / 查询条件']} addLabel="添加参数映射" error={errors.params} onAdd={() => onChange([...value, { from: '', to: '', as: 'filter' }])}>
      {value.map((p, i) => (
        <div key={i} className="ks-calls-map" data-testid={`param-row-${i}`}>
          <Input aria-label={`参数映射第 ${i + 1} 行：接口参数`} value={p.from} status={errors[`params.${i}.from`] ? 'error' : undefined} aria-describedby={errors[`params.${i}.from`] ? `param-${i}-from` : undefined} onChange={(e) => set(i, { from: e.target.value })} />
          <ArrowRightOutlined aria-hidden />
          <div className="ks-calls-map-target">
            <Choice<ParamMapping['as']>
              label={`参数映射第 ${i + 1} 行：映射为`}
              value={p.as}
              style={{ width: 112 }}
              options={[
                { value: 'filter', label: '查询条件' },
                { value: 'body', label: '引擎参数' },
              ]}
              onChange={(as) => set(i, { as })}
            />
            <NameInput
              label={`参数映射第 ${i + 1} 行：引擎字段`}
              note={`param-${i}-to`}
              error={errors[`params.${i}.to`]}
              value={p.to}
              style={{ flex: 1, minWidth: 0 }}
              options={p.as === 'filter' ? fieldOptions(fields) : BODY_KEYS.map((k) => ({ value: k, label: k }))}
              onChange={(to) => set(i, { to })}
            />
          </div>
          <Button type="text" icon={<DeleteOutlined aria-hidden />} aria-label={`删除参数映射第 ${i + 1} 行`} onClick={() => onChange(value.filter((_, j) => j !== i))} />
          <Note id={`param-${i}-from`} text={errors[`params.${i}.from`]} />
          <Note id={`param-${i}-to`} text={errors[`params.${i}.to`]} />
        </div>
      ))}
    </Block>
  );
}

const TYPES: Array<{ value: FixedType; label: string }> = [
  { value: 'string', label: '文本' },
  { value: 'numeric', label: '数字' },
  { value: 'boolean', label: '是/否' },
];

/** 固定条件: conditions the call always applies, whatever the caller sends. */
export function FixedEditor({ value, errors, fields, onChange }: Editor<'fixed'>) {
  const set = (i: number, patch: Partial<CallDraft['fixed'][number]>) => onChange(value.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <Block caption="固定条件" heads={['字段', '取值']} addLabel="添加固定条件" error={errors.fixed} onAdd={() => onChange([...value, { field: '', value: '', type: 'string' }])}>
      {value.map((f, i) => (
        <div key={i} className="ks-calls-map" data-testid={`fixed-row-${i}`}>
          <NameInput label={`固定条件第 ${i + 1} 行：字段`} note={`fixed-${i}-field`} error={errors[`fixed.${i}.field`]} value={f.field} options={fieldOptions(fields)} onChange={(field) => set(i, { field })} />
          <span aria-hidden>=</span>
          <div className="ks-calls-map-target">
            <Choice<FixedType> label={`固定条件第 ${i + 1} 行：类型`} value={f.type} style={{ width: 88 }} options={TYPES} onChange={(type) => set(i, { type, value: type === 'boolean' ? 'true' : f.value })} />
            {f.type === 'boolean' ? (
              <Choice<string>
                label={`固定条件第 ${i + 1} 行：取值`}
                value={f.value}
                style={{ flex: 1 }}
                options={[
                  { value: 'true', label: '是' },
                  { value: 'false', label: '否' },
                ]}
                onChange={(v) => set(i, { value: v })}
              />
            ) : (
              <Input aria-label={`固定条件第 ${i + 1} 行：取值`} aria-describedby={errors[`fixed.${i}.value`] ? `fixed-${i}-value` : undefined} value={f.value} status={errors[`fixed.${i}.value`] ? 'error' : undefined} onChange={(e) => set(i, { value: e.target.value })} />
            )}
          </div>
          <Button type="text" icon={<DeleteOutlined aria-hidden />} aria-label={`删除固定条件第 ${i + 1} 行`} onClick={() => onChange(value.filter((_, j) => j !== i))} />
          <Note id={`fixed-${i}-field`} text={errors[`fixed.${i}.field`]} />
          <Note id={`fixed-${i}-value`} text={errors[`fixed.${i}.value`]} />
        </div>
      ))}
    </Block>
  );
}

/** 字段改名: an engine field's name in the answer → the name the spec's caller reads. */
export function RenamesEditor({ value, errors, fields, onChange }: Editor<'renames'>) {
  const set = (i: number, patch: Partial<CallDraft['renames'][number]>) => onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Block caption="字段改名" heads={['引擎字段', '接口字段']} addLabel="添加字段改名" error={errors.renames} onAdd={() => onChange([...value, { from: '', to: '' }])}>
      {value.map((r, i) => (
        <div key={i} className="ks-calls-map" data-testid={`rename-row-${i}`}>
          <NameInput label={`字段改名第 ${i + 1} 行：引擎字段`} note={`rename-${i}-from`} error={errors[`renames.${i}.from`]} value={r.from} options={fieldOptions(fields)} onChange={(from) => set(i, { from })} />
          <ArrowRightOutlined aria-hidden />
          <Input aria-label={`字段改名第 ${i + 1} 行：接口字段`} aria-describedby={errors[`renames.${i}.to`] ? `rename-${i}-to` : undefined} value={r.to} status={errors[`renames.${i}.to`] ? 'error' : undefined} onChange={(e) => set(i, { to: e.target.value })} />
          <Button type="text" icon={<DeleteOutlined aria-hidden />} aria-label={`删除字段改名第 ${i + 1} 行`} onClick={() => onChange(value.filter((_, j) => j !== i))} />
          <Note id={`rename-${i}-from`} text={errors[`renames.${i}.from`]} />
          <Note id={`rename-${i}-to`} text={errors[`renames.${i}.to`]} />
        </div>
      ))}
    </Block>
  );
}
