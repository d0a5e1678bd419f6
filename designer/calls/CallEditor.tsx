import { useEffect, useId, useMemo, useState } from 'react';
import { AutoComplete, Button, Checkbox, Drawer, Radio, Space, Typography } from 'antd';
import { CALL_METHODS, ENGINE_OPERATIONS, ENGINE_OPERATION_NAMES, type CatalogueCall, type EngineOperation } from '../../schemas/catalogue';
import type { DisplayGroupSummary } from '../../schemas/designer';
import type { DictionarySummary } from '../../schemas/dictionary-manager';
import { ROLES, ROLE_LABELS, type Role } from '../../schemas/roles';
import type { SpecArea } from '../../schemas/spec-calls';
import { fieldsOfConfig, type SourceField } from '../kinds/chart/use-sources';
import { Prop, SelectProp, TextProp } from '../panels/controls';
import type { NodeConfig } from '../store/types';
import type { CallsApi } from './api';
import { fromDraft, type CallDraft } from './draft';
import { FixedEditor, ParamsEditor, RenamesEditor } from './MappingTables';
import { PathInput } from './PathInput';
import { validateDraft, type DraftErrors } from './validate';

interface Props {
  /** The row being edited; null: closed. `index` null: a new row. */
  editing: { index: number | null; draft: CallDraft } | null;
  systemCoding: string;
  area: SpecArea | undefined;
  /** The list's other rows (a method and path twice is refused). */
  others: readonly CatalogueCall[];
  nodes: readonly DisplayGroupSummary[];
  dictionaries: readonly DictionarySummary[];
  api: CallsApi;
  onApply: (call: CatalogueCall) => void;
  onTry: (call: CatalogueCall) => void;
  onClose: () => void;
}

const PERIODS = [
  { value: '', label: '按字段取值分组' },
  { value: 'day', label: '按日' },
  { value: 'month', label: '按月' },
  { value: 'year', label: '按年' },
] as const;

/** The fields of the chosen node, for mappings and field operations. */
function useNodeFields(api: CallsApi, nodeId: string): SourceField[] {
  const [fields, setFields] = useState<SourceField[]>([]);
  useEffect(() => {
    if (!nodeId) return setFields([]);
    let live = true;
    api.loadNode(nodeId).then(
      (n) => live && setFields(n ? fieldsOfConfig(n.config as NodeConfig) : []),
      () => live && setFields([]),
    );
    return () => {
      live = false;
    };
  }, [api, nodeId]);
  return fields;
}

/**
 * One call of the 接口 panel: method, path (the spec's paths offered), operation, node, what the
 * operation needs, access, summary, and the mappings. 确定 puts it in the list once it passes the
 * row's rules; 保存 on the panel sends the list.
 */
export function CallEditor({ editing, systemCoding, area, others, nodes, dictionaries, api, onApply, onTry, onClose }: Props) {
  const [d, setD] = useState<CallDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [checked, setChecked] = useState(false);
  const accessId = useId();
  const methodId = useId();
  const dictId = useId();
  const fieldId = useId();
  useEffect(() => {
    setD(editing ? editing.draft : null);
    setErrors({});
    setChecked(false);
  }, [editing]);
  const fields = useNodeFields(api, d?.nodeId ?? '');
  const taken = useMemo(() => new Set(others.map((o) => `${o.method} ${o.path}`)), [others]);
  // Once 确定 or 试调用 showed the problems, they follow every edit.
  useEffect(() => {
    if (checked && d) setErrors(validateDraft(d, others));
  }, [checked, d, others]);
  if (!editing || !d) return null;

  const op = d.operation ? ENGINE_OPERATIONS[d.operation] : undefined;
  // Functional: an autocomplete's select and change arrive in one event, each with a part of the row.
  const update = (patch: Partial<CallDraft>) =>
    setD((prev) => {
      if (!prev) return prev;
      const next = { ...prev, ...patch };
      // A public call that now writes becomes a logged-in one rather than a refused one.
      if (patch.operation && next.access === 'public' && !ENGINE_OPERATIONS[patch.operation].reads) next.access = 'user';
      return next;
    });
  /** The row if it passes its rules; otherwise the messages are shown and nothing goes on. */
  const valid = (): CatalogueCall | null => {
    const found = validateDraft(d, others);
    setErrors(found);
    setChecked(true);
    return Object.keys(found).length ? null : fromDraft(d);
  };
  const dictionaryOptions = dictionaries
    .filter((x) => x.systemCoding === '' || x.systemCoding === systemCoding)
    .map((x) => ({ value: x.displayCode, label: `${x.name}（${x.displayCode}）` }));
  const problems = Object.keys(errors).length;

  return (
    <Drawer
      open
      title={editing.index === null ? '新增接口' : `编辑接口：${editing.draft.path}`}
      width={760}
      onClose={onClose}
      footer={
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text type="danger" role="status">
            {problems ? `有 ${problems} 处需要修改` : ''}
          </Typography.Text>
          <Space>
            <Button onClick={() => { const row = valid(); if (row) onTry(row); }}>试调用</Button>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" onClick={() => { const row = valid(); if (row) onApply(row); }}>
              确定
            </Button>
          </Space>
        </Space>
      }
    >
      <div className="ks-prop">
        <span className="ks-prop-label" id={methodId}>
          请求方式
        </span>
        <Radio.Group name={`${methodId}-method`} aria-labelledby={methodId} optionType="button" value={d.method} options={CALL_METHODS.map((m) => ({ value: m, label: m }))} onChange={(e) => update({ method: e.target.value })} />
      </div>
      <PathInput value={d.path} error={errors.path} area={area} taken={taken} onChange={(path) => update({ path })} onPick={(c) => update({ path: c.path, method: c.method, summary: c.summary })} />
      <SelectProp<EngineOperation>
        label="引擎操作"
        value={d.operation || undefined}
        error={errors.operation}
        placeholder="选择引擎操作"
        options={ENGINE_OPERATION_NAMES.map((o) => ({ value: o, label: `${ENGINE_OPERATIONS[o].label}（${o}）` }))}
        onChange={(operation) => update({ operation: operation ?? '' })}
      />
      <SelectProp<string>
        label="节点"
        value={d.nodeId || undefined}
        error={errors.nodeId}
        placeholder={nodes.length ? '选择节点' : '本系统还没有页面配置'}
        help={op?.needs === 'dictionary' ? '字典操作：选择字典所属系统的任一节点' : undefined}
        options={nodes.map((n) => ({ value: n.nodeId, label: `${n.menuTitle ?? n.title}（${n.nodeId}）` }))}
        onChange={(nodeId) => update({ nodeId: nodeId ?? '' })}
      />
      {op?.needs === 'dictionary' && (
        <Prop label="字典编码" id={dictId} error={errors.displayCode}>
          <AutoComplete id={dictId} value={d.displayCode} options={dictionaryOptions} status={errors.displayCode ? 'error' : undefined} filterOption={(i, o) => !i || String(o?.label ?? '').includes(i)} onChange={(displayCode: string) => update({ displayCode })} />
        </Prop>
      )}
      {op?.needs === 'field' && (
        <Prop label="字段" id={fieldId} error={errors.field}>
          <AutoComplete id={fieldId} value={d.field} options={fields.map((f) => ({ value: f.code, label: `${f.name}（${f.code}）` }))} status={errors.field ? 'error' : undefined} filterOption={(i, o) => !i || String(o?.label ?? '').includes(i)} onChange={(field: string) => update({ field })} />
        </Prop>
      )}
      {d.operation === 'grouped' && <SelectProp<string> label="统计周期" value={d.period} options={[...PERIODS]} onChange={(p) => update({ period: (p ?? '') as CallDraft['period'] })} />}
      <div className="ks-prop" role="group" aria-labelledby={accessId}>
        <span className="ks-prop-label" id={accessId}>
          访问权限
        </span>
        <Radio.Group
          name={`${accessId}-access`}
          value={d.access}
          onChange={(e) => update({ access: e.target.value })}
          options={[
            { value: 'public', label: '公开', disabled: Boolean(op && !op.reads) },
            { value: 'user', label: '登录用户' },
            { value: 'roles', label: '指定角色' },
          ]}
        />
        {d.access === 'roles' && (
          <Checkbox.Group value={d.roles} options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} onChange={(roles) => update({ roles: roles as Role[] })} />
        )}
        {errors.access ? (
          <Typography.Text type="danger" role="alert" className="ks-prop-note">
            {errors.access}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" className="ks-prop-note">
            公开接口只读已发布的记录；修改数据的操作不能公开
          </Typography.Text>
        )}
      </div>
      <TextProp label="说明" value={d.summary} error={errors.summary} placeholder="这个接口做什么，如：材料价格的城市" onChange={(summary) => update({ summary })} />
      <ParamsEditor value={d.params} errors={errors} fields={fields} onChange={(params) => update({ params })} />
      <FixedEditor value={d.fixed} errors={errors} fields={fields} onChange={(fixed) => update({ fixed })} />
      <fieldset className="ks-calls-block">
        <legend>返回映射</legend>
        <div className="ks-prop">
          <span className="ks-prop-label" id={`${accessId}-env`}>
            数据放在
          </span>
          <Radio.Group name={`${accessId}-envelope`} aria-labelledby={`${accessId}-env`} value={d.envelope} onChange={(e) => update({ envelope: e.target.value })} options={[{ value: 'data', label: 'data' }, { value: 'result', label: 'result' }]} />
        </div>
        <Space wrap align="start">
          <TextProp label="列表行的字段名" value={d.rows} error={errors.rows} placeholder="records" help="分页列表的行；留空即 records" onChange={(rows) => update({ rows })} />
          <TextProp label="总数的字段名" value={d.total} error={errors.total} placeholder="total" help="留空即 total" onChange={(total) => update({ total })} />
        </Space>
        <RenamesEditor value={d.renames} errors={errors} fields={fields} onChange={(renames) => update({ renames })} />
      </fieldset>
    </Drawer>
  );
}
