import { ENGINE_OPERATIONS, PUBLIC_STATUSES, publicStatusesIn, type CatalogueCall } from '../../schemas/catalogue';
import type { ServedRow } from '../db/repos/catalogue';
import type { RegisteredRoute } from '../http/access';
import { callKey } from './served';

/** What a system's list is checked against besides itself. */
export interface CatalogueSurroundings {
  systemCoding: string;
  /** The system's menu ids: a row's node must be one of them. */
  nodeIds: ReadonlySet<string>;
  /** The routes the server registers itself (the dispatcher's own wildcard left out). */
  engineRoutes: readonly RegisteredRoute[];
  /** Rows of other systems at the list's method + path pairs. */
  otherRows: readonly ServedRow[];
}

/** An engine route URL as a test of a path (`:param` one segment, `*` the rest). */
function routeMatcher(url: string): (path: string) => boolean {
  if (!/[:*]/.test(url)) return (path) => path === url;
  const pattern = url
    .split('/')
    .map((seg) => (seg === '*' ? '.*' : seg.startsWith(':') ? '[^/]+' : seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const re = new RegExp(`^${pattern}$`);
  return (path) => re.test(path);
}

const DISPATCHER = '/ks/*';

/** A reason a row cannot be stored: the row (method and path) and the sentence. */
export interface CallProblem {
  id: string;
  message: string;
}

/**
 * Every reason a catalogue list cannot be stored, in Chinese, naming the row: a path the engine
 * serves itself (under any method: one path, one meaning), another system's row, a duplicate,
 * a public or GET row over a writing operation, a missing dictionary or field, a node of
 * another system. Empty when it may be stored.
 */
export function catalogueProblems(calls: readonly CatalogueCall[], s: CatalogueSurroundings): CallProblem[] {
  const problems: CallProblem[] = [];
  const engine = s.engineRoutes.filter((r) => r.url !== DISPATCHER).map((r) => ({ route: r, matches: routeMatcher(r.url) }));
  const others = new Map(s.otherRows.map((r) => [callKey(r.call.method, r.call.path), r.systemCoding]));
  const seen = new Map<string, number>();
  for (const [i, call] of calls.entries()) {
    const id = `${call.method} ${call.path}`;
    const name = `接口 ${id}`;
    const problem = (message: string) => problems.push({ id, message });
    const op = ENGINE_OPERATIONS[call.operation];
    const key = callKey(call.method, call.path);
    const first = seen.get(key);
    if (first !== undefined) problem(`${name} 在列表中重复（第 ${first + 1} 条与第 ${i + 1} 条）`);
    else seen.set(key, i);
    const clash = engine.find((e) => e.matches(call.path));
    if (clash) problem(`${name} 与平台接口 ${clash.route.method} ${clash.route.url} 冲突，请换一个路径`);
    const other = others.get(key);
    if (other) problem(`${name} 已被系统 ${other} 使用，请换一个路径`);
    if (call.access === 'public' && !op.reads) problem(`${name}：「${op.label}」会修改数据，不能公开访问`);
    const status = call.fixed.find((f) => f.field === 'status')?.value;
    if (call.access === 'public' && status !== undefined && !publicStatusesIn(status)) {
      problem(`${name}：公开接口的固定条件 status 只能是 ${PUBLIC_STATUSES.join(' 或 ')}`);
    }
    if (call.method === 'GET' && !op.reads) problem(`${name}：「${op.label}」会修改数据，请求方式不能是 GET`);
    if (op.needs === 'dictionary' && !call.displayCode) problem(`${name}：「${op.label}」须指定字典编码`);
    if (op.needs === 'field' && !call.field) problem(`${name}：「${op.label}」须指定字段`);
    if (!s.nodeIds.has(call.nodeId)) problem(`${name}：节点 ${call.nodeId} 不是系统 ${s.systemCoding} 的菜单`);
  }
  return problems;
}
