import { CALL_PATH_PATTERN, ENGINE_OPERATIONS } from '../../schemas/catalogue';
import type { CallDraft } from './draft';

/**
 * The rules of schemas/catalogue.ts's CatalogueCall, checked in the browser with a Chinese message
 * per input before anything is sent (the browser compiles no schema; validate.test.ts holds these
 * rules to the schema itself). Keys name the input: `path`, `params.0.from`, `fixed.1.value`…
 */
export type DraftErrors = Record<string, string>;

const PATH = new RegExp(CALL_PATH_PATTERN);
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NAME_RULE = '以字母或下划线开头，只含字母、数字和下划线，最长 64 个字符';

const badName = (v: string) => !NAME.test(v.trim()) || v.trim().length > 64;

/** `others`: the list's other rows, for a method and path used twice. */
export function validateDraft(d: CallDraft, others: readonly { method: string; path: string }[] = []): DraftErrors {
  const errors: DraftErrors = {};
  const path = d.path.trim();
  if (!path) errors.path = '请输入接口路径';
  else if (path.length > 200) errors.path = '接口路径最长 200 个字符';
  else if (!PATH.test(path) || path.length < 5) errors.path = '接口路径须以 /ks/ 开头，各段只含字母、数字和 _ - .（如 /ks/material/price/city-list）';
  else if (others.some((o) => o.method === d.method && o.path === path)) errors.path = `本系统已有接口 ${d.method} ${path}`;

  const op = d.operation ? ENGINE_OPERATIONS[d.operation] : undefined;
  if (!op) errors.operation = '请选择引擎操作';
  if (!d.nodeId) errors.nodeId = '请选择节点';
  if (op?.needs === 'dictionary') {
    if (!d.displayCode.trim()) errors.displayCode = '请填写字典编码';
    else if (d.displayCode.trim().length > 64) errors.displayCode = '字典编码最长 64 个字符';
  }
  if (op?.needs === 'field') {
    if (!d.field.trim()) errors.field = '请选择字段';
    else if (d.field.trim().length > 128) errors.field = '字段编码最长 128 个字符';
  }

  if (d.access === 'public' && op && !op.reads) errors.access = `只有读取数据的操作可以公开：「${op.label}」会修改数据，请选择登录用户或角色`;
  if (d.access === 'roles' && d.roles.length === 0) errors.access = '请至少选择一个角色';

  if (d.params.length > 50) errors.params = '参数映射最多 50 行';
  const seen = new Set<string>();
  d.params.forEach((p, i) => {
    if (badName(p.from)) errors[`params.${i}.from`] = p.from.trim() ? `接口参数名须${NAME_RULE}` : '请填写接口参数名';
    else if (seen.has(p.from.trim())) errors[`params.${i}.from`] = `接口参数 ${p.from.trim()} 已映射过`;
    seen.add(p.from.trim());
    if (badName(p.to)) errors[`params.${i}.to`] = p.to.trim() ? `引擎字段名须${NAME_RULE}` : '请填写引擎字段或参数';
  });

  if (d.fixed.length > 20) errors.fixed = '固定条件最多 20 行';
  d.fixed.forEach((f, i) => {
    if (badName(f.field)) errors[`fixed.${i}.field`] = f.field.trim() ? `字段名须${NAME_RULE}` : '请填写字段';
    if (f.type === 'numeric' && (f.value.trim() === '' || !Number.isFinite(Number(f.value.trim())))) errors[`fixed.${i}.value`] = '请输入数字';
    if (f.type === 'boolean' && f.value !== 'true' && f.value !== 'false') errors[`fixed.${i}.value`] = '请选择是或否';
    if (f.type === 'string' && f.value.length > 200) errors[`fixed.${i}.value`] = '取值最长 200 个字符';
  });

  if (d.rows.trim() && badName(d.rows)) errors.rows = `列表字段名须${NAME_RULE}`;
  if (d.total.trim() && badName(d.total)) errors.total = `总数字段名须${NAME_RULE}`;
  if (d.renames.length > 100) errors.renames = '字段改名最多 100 行';
  d.renames.forEach((r, i) => {
    if (badName(r.from)) errors[`renames.${i}.from`] = r.from.trim() ? `引擎字段名须${NAME_RULE}` : '请填写引擎字段';
    if (badName(r.to)) errors[`renames.${i}.to`] = r.to.trim() ? `接口字段名须${NAME_RULE}` : '请填写接口字段';
  });

  if (!d.summary.trim()) errors.summary = '请填写说明';
  else if (d.summary.trim().length > 200) errors.summary = '说明最长 200 个字符';
  return errors;
}
