import { ENGINE_OPERATIONS, type CallMethod, type CatalogueCall, type EngineOperation, type GROUP_PERIODS, type ParamMapping } from '../../schemas/catalogue';
import { ROLE_LABELS, type Role } from '../../schemas/roles';

/** How a fixed value is typed: text, a number, or yes/no. */
export type FixedType = 'string' | 'numeric' | 'boolean';

/**
 * A call as the editor holds it: every input is text (a fixed value keeps what was typed, with
 * its type beside it), so nothing typed is lost while it is not yet a valid row.
 */
export interface CallDraft {
  path: string;
  method: CallMethod;
  access: 'public' | 'user' | 'roles';
  roles: Role[];
  operation: EngineOperation | '';
  nodeId: string;
  displayCode: string;
  field: string;
  period: '' | (typeof GROUP_PERIODS)[number];
  params: ParamMapping[];
  fixed: Array<{ field: string; value: string; type: FixedType }>;
  envelope: 'data' | 'result';
  rows: string;
  total: string;
  renames: Array<{ from: string; to: string }>;
  summary: string;
}

export const emptyDraft = (): CallDraft => ({
  path: '',
  method: 'POST',
  access: 'user',
  roles: [],
  operation: '',
  nodeId: '',
  displayCode: '',
  field: '',
  period: '',
  params: [],
  fixed: [],
  envelope: 'data',
  rows: '',
  total: '',
  renames: [],
  summary: '',
});

export function toDraft(call: CatalogueCall): CallDraft {
  return {
    path: call.path,
    method: call.method,
    access: Array.isArray(call.access) ? 'roles' : call.access,
    roles: Array.isArray(call.access) ? [...call.access] : [],
    operation: call.operation,
    nodeId: call.nodeId,
    displayCode: call.displayCode ?? '',
    field: call.field ?? '',
    period: call.period ?? '',
    params: call.params.map((p) => ({ ...p })),
    fixed: call.fixed.map((f) => ({ field: f.field, value: String(f.value), type: typeof f.value === 'number' ? 'numeric' : (typeof f.value as 'string' | 'boolean') })),
    envelope: call.answer.envelope,
    rows: call.answer.rows ?? '',
    total: call.answer.total ?? '',
    renames: (call.answer.renames ?? []).map((r) => ({ ...r })),
    summary: call.summary,
  };
}

const fixedValue = (f: CallDraft['fixed'][number]): string | number | boolean =>
  f.type === 'numeric' ? Number(f.value.trim()) : f.type === 'boolean' ? f.value === 'true' : f.value;

/**
 * The row the server stores. Only what the operation uses is sent (a dictionary for dictionary
 * operations, a field and period for field operations); run `validateDraft` first.
 */
export function fromDraft(d: CallDraft): CatalogueCall {
  const needs = d.operation ? ENGINE_OPERATIONS[d.operation].needs : 'node';
  const answer: CatalogueCall['answer'] = { envelope: d.envelope };
  if (d.rows.trim()) answer.rows = d.rows.trim();
  if (d.total.trim()) answer.total = d.total.trim();
  if (d.renames.length) answer.renames = d.renames.map((r) => ({ from: r.from.trim(), to: r.to.trim() }));
  return {
    path: d.path.trim(),
    method: d.method,
    access: d.access === 'roles' ? [...d.roles] : d.access,
    operation: d.operation as EngineOperation,
    nodeId: d.nodeId,
    ...(needs === 'dictionary' ? { displayCode: d.displayCode.trim() } : {}),
    ...(needs === 'field' ? { field: d.field.trim() } : {}),
    ...(d.operation === 'grouped' && d.period ? { period: d.period } : {}),
    params: d.params.map((p) => ({ from: p.from.trim(), to: p.to.trim(), as: p.as })),
    fixed: d.fixed.map((f) => ({ field: f.field.trim(), value: fixedValue(f) })),
    answer,
    summary: d.summary.trim(),
  };
}

/** 公开 / 登录用户 / 管理员、开发者 */
export function accessLabel(access: CatalogueCall['access']): string {
  if (access === 'public') return '公开';
  if (access === 'user') return '登录用户';
  return access.map((r) => ROLE_LABELS[r]).join('、');
}

export const operationLabel = (op: EngineOperation): string => ENGINE_OPERATIONS[op]?.label ?? op;
