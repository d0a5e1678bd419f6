import { describe, expect, it } from 'vitest';
import { CatalogueCall } from '../../schemas/catalogue';
import { check } from '../../schemas/validate';
import { emptyDraft, fromDraft, toDraft, type CallDraft } from './draft';
import { validateDraft } from './validate';

/** The server's own check (ajv over the TypeBox schema) of a row as it travels, in JSON. */
const schemaPasses = (row: unknown) => check(CatalogueCall, JSON.parse(JSON.stringify(row))).ok;

const valid = (): CallDraft => ({
  ...emptyDraft(),
  path: '/ks/material/price/city-list',
  method: 'GET',
  access: 'public',
  operation: 'list',
  nodeId: 'price-list',
  params: [{ from: 'qymc', to: 'qymc', as: 'filter' }],
  fixed: [{ field: 'status', value: 'published', type: 'string' }],
  envelope: 'result',
  rows: 'records',
  total: 'total',
  renames: [{ from: 'xmmc', to: 'projectName' }],
  summary: '材料价格的城市',
});

/** A change to the valid draft, the input it should be refused at, and its message. */
const REFUSED: Array<[string, (d: CallDraft) => void, string, string]> = [
  ['no path', (d) => (d.path = ''), 'path', '请输入接口路径'],
  ['a path outside /ks', (d) => (d.path = '/api/x'), 'path', '接口路径须以 /ks/ 开头，各段只含字母、数字和 _ - .（如 /ks/material/price/city-list）'],
  ['a path with a space', (d) => (d.path = '/ks/a b'), 'path', '接口路径须以 /ks/ 开头，各段只含字母、数字和 _ - .（如 /ks/material/price/city-list）'],
  ['a path with a trailing slash', (d) => (d.path = '/ks/a/'), 'path', '接口路径须以 /ks/ 开头，各段只含字母、数字和 _ - .（如 /ks/material/price/city-list）'],
  ['no operation', (d) => (d.operation = ''), 'operation', '请选择引擎操作'],
  ['no node', (d) => (d.nodeId = ''), 'nodeId', '请选择节点'],
  ['a dictionary operation without a dictionary', (d) => (d.operation = 'options'), 'displayCode', '请填写字典编码'],
  ['a field operation without a field', (d) => (d.operation = 'distinct'), 'field', '请选择字段'],
  ['roles without a role', (d) => ((d.access = 'roles'), (d.roles = [])), 'access', '请至少选择一个角色'],
  ['a parameter name with a hyphen', (d) => (d.params[0].from = 'qy-mc'), 'params.0.from', '接口参数名须以字母或下划线开头，只含字母、数字和下划线，最长 64 个字符'],
  ['an empty engine field', (d) => (d.params[0].to = ''), 'params.0.to', '请填写引擎字段或参数'],
  ['a fixed number that is not one', (d) => (d.fixed[0] = { field: 'pf', value: '八十', type: 'numeric' }), 'fixed.0.value', '请输入数字'],
  ['a fixed field starting with a digit', (d) => (d.fixed[0].field = '1x'), 'fixed.0.field', '字段名须以字母或下划线开头，只含字母、数字和下划线，最长 64 个字符'],
  ['a rows name with a dot', (d) => (d.rows = 'a.b'), 'rows', '列表字段名须以字母或下划线开头，只含字母、数字和下划线，最长 64 个字符'],
  ['a rename to nothing', (d) => (d.renames[0].to = ''), 'renames.0.to', '请填写接口字段'],
  ['no summary', (d) => (d.summary = '  '), 'summary', '请填写说明'],
];

describe('a call is checked in the browser as the schema checks it', () => {
  it('the valid draft passes both', () => {
    expect(validateDraft(valid())).toEqual({});
    expect(schemaPasses(fromDraft(valid()))).toBe(true);
  });

  for (const [what, change, key, message] of REFUSED) {
    it(`refuses ${what} with a Chinese message, as CatalogueCall does`, () => {
      const d = valid();
      change(d);
      expect(validateDraft(d)[key]).toBe(message);
      expect(schemaPasses(fromDraft(d))).toBe(false);
    });
  }

  it('refuses what the schema lets pass but the server cannot serve: a writing public call, a path twice, a parameter mapped twice', () => {
    const writing = { ...valid(), operation: 'add' as const };
    expect(validateDraft(writing).access).toBe('只有读取数据的操作可以公开：「新增记录（不接受 id）」会修改数据，请选择登录用户或角色');
    expect(validateDraft(valid(), [{ method: 'GET', path: '/ks/material/price/city-list' }]).path).toBe('本系统已有接口 GET /ks/material/price/city-list');
    expect(validateDraft(valid(), [{ method: 'POST', path: '/ks/material/price/city-list' }]).path).toBeUndefined();
    const twice = valid();
    twice.params.push({ from: 'qymc', to: 'id', as: 'body' });
    expect(validateDraft(twice)['params.1.from']).toBe('接口参数 qymc 已映射过');
  });

  it('sends only what the operation uses and keeps typed values through a round trip', () => {
    const d = { ...valid(), operation: 'grouped' as const, field: 'fbrq', period: 'month' as const, displayCode: 'leftover' };
    d.fixed = [{ field: 'pf', value: '80', type: 'numeric' }, { field: 'gk', value: 'true', type: 'boolean' }];
    const row = fromDraft(d);
    expect(row).toMatchObject({ field: 'fbrq', period: 'month', fixed: [{ field: 'pf', value: 80 }, { field: 'gk', value: true }] });
    expect(row.displayCode).toBeUndefined();
    expect(schemaPasses(row)).toBe(true);
    expect(fromDraft(toDraft(row))).toEqual(row);
  });
});
