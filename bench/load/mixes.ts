import type autocannon from 'autocannon';

/**
 * The request mixes of bench/load, as autocannon request pipelines (each connection runs its
 * pipeline in a loop). Reads: table-list (twice a loop), record detail, menus, dictionary options.
 * Writes: a record saved new, submitted, audited (pass), then a designer config save; the next step
 * of a record's chain is sent only after the previous one was acknowledged (a failed step restarts
 * the pipeline), so a request lost in flight at the kill never causes stale-version failures after it.
 */
export const BENCH_NODE = 'credit-record-list';
/** Every record the write mix saves carries this 企业名称, and a unique key in 项目名称. */
export const LOAD_MARK = '压测写入企业';

export interface Tokens {
  U: string;
  M: string;
  D: string;
}

export interface Tally {
  ok: number;
  failed: number;
  byKind: Record<string, number>;
  /** Keys of records whose save was acknowledged, and of those whose pass was acknowledged. */
  saved: string[];
  passed: string[];
  configSaves: number;
}

export const newTally = (): Tally => ({ ok: 0, failed: 0, byKind: {}, saved: [], passed: [], configSaves: 0 });

type Request = autocannon.Request;
/** What one loop of a connection carries from step to step. */
interface Chain {
  key?: string;
  id?: string;
  version?: number;
  cfgNode?: string;
}

const json = (token: string, body: unknown, method: Request['method'] = 'POST'): Partial<Request> => ({
  method,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

interface Envelope {
  code?: number;
  data?: { id?: string; version?: number } | null;
}

/** Parses an answer and counts it; the envelope's data when it is a success. */
function counted(tally: Tally, kind: string, status: number, body: string): Envelope['data'] | undefined {
  let env: Envelope | null = null;
  try {
    env = JSON.parse(body) as Envelope;
  } catch {
    env = null;
  }
  if (status === 200 && env?.code === 200) {
    tally.ok++;
    return env.data ?? null;
  }
  tally.failed++;
  const k = `${kind} ${status}${env?.code && env.code !== status ? `/${env.code}` : ''}`;
  tally.byKind[k] = (tally.byKind[k] ?? 0) + 1;
  return undefined;
}

export function readPipeline(tokens: Tokens, recordIds: string[], tally: Tally): Request[] {
  let seq = 0;
  const list = (): Request => ({
    path: '/ks/monitor/table-list',
    setupRequest: (req) => ({ ...req, ...json(tokens.U, { nodeId: BENCH_NODE, curPage: 1 + (seq++ % 25), pageSize: 20 }) }),
    onResponse: (status, body) => void counted(tally, 'table-list', status, body),
  });
  return [
    list(),
    {
      path: '/ks/monitor/record/detail',
      setupRequest: (req) => ({ ...req, ...json(tokens.U, { nodeId: BENCH_NODE, id: recordIds[seq++ % recordIds.length] }) }),
      onResponse: (status, body) => void counted(tally, 'detail', status, body),
    },
    list(),
    {
      path: '/ks/menu/v1/menus/main-menus',
      setupRequest: (req) => ({ ...req, ...json(tokens.U, { systemCoding: 'credit_eval' }) }),
      onResponse: (status, body) => void counted(tally, 'menus', status, body),
    },
    {
      path: '/ks/base/dictionary/config/dic/pull-down',
      setupRequest: (req) => ({ ...req, ...json(tokens.U, { displayCode: 'region', systemCoding: 'credit_eval', key: '330000' }) }),
      onResponse: (status, body) => void counted(tally, 'options', status, body),
    },
  ];
}

/**
 * `configNodes` are designer nodes made beforehand, one per connection: a loop takes a
 * free one for its config save and gives it back with the answer (autocannon clears a connection's
 * context at every loop, so what outlives a loop lives here).
 */
export function writePipeline(tokens: Tokens, configNodes: string[], run: string, tally: Tally): Request[] {
  let keys = 0;
  const free = [...configNodes];
  // The version each node is at, or undefined after a lost answer (then it is read first).
  // Unknown at the start of a phase (an earlier phase moved them on): the first save of each reads it.
  const versions = new Map<string, number | undefined>(configNodes.map((n) => [n, undefined]));
  const chain = (context: object) => context as Chain;
  const config = (n: number) => ({ kind: 'form', groups: [{ key: 'jbxx', title: `压测配置 ${n}`, items: [{ bianma: 'qymc', name: '企业名称', type: 'text' }] }] });
  return [
    {
      path: '/ks/monitor/record/save',
      setupRequest: (req, context) => {
        const c = chain(context);
        c.key = `${run}-${keys++}`;
        return { ...req, ...json(tokens.U, { nodeId: BENCH_NODE, data: { qymc: LOAD_MARK, xmmc: c.key, pf: 80 } }) };
      },
      onResponse: (status, body, context) => {
        const c = chain(context);
        const data = counted(tally, 'save', status, body);
        if (data?.id) {
          tally.saved.push(c.key!);
          [c.id, c.version] = [data.id, data.version];
        }
      },
    },
    {
      path: '/ks/monitor/submit',
      setupRequest: (req, context) => {
        const c = chain(context);
        return c.id ? { ...req, ...json(tokens.U, { nodeId: BENCH_NODE, id: c.id, version: c.version }) } : (null as unknown as Request);
      },
      onResponse: (status, body, context) => {
        const c = chain(context);
        const data = counted(tally, 'submit', status, body);
        if (data?.version) c.version = data.version;
        else c.id = undefined;
      },
    },
    {
      path: '/ks/monitor/audit',
      setupRequest: (req, context) => {
        const c = chain(context);
        return c.id ? { ...req, ...json(tokens.M, { nodeId: BENCH_NODE, id: c.id, version: c.version, pass: true }) } : (null as unknown as Request);
      },
      onResponse: (status, body, context) => {
        const c = chain(context);
        if (counted(tally, 'audit', status, body)) tally.passed.push(c.key!);
      },
    },
    {
      path: '/ks/config/structure/display-groups',
      setupRequest: (req, context) => {
        const c = chain(context);
        const nodeId = free.shift();
        if (!nodeId) return null as unknown as Request;
        c.cfgNode = nodeId;
        const version = versions.get(nodeId);
        if (version === undefined) {
          return { ...req, method: 'GET', path: `/ks/config/structure/display-groups/detail?nodeId=${nodeId}`, headers: { authorization: `Bearer ${tokens.D}` }, body: undefined };
        }
        return { ...req, ...json(tokens.D, { nodeId, version, config: config(version) }, 'PUT') };
      },
      onResponse: (status, body, context) => {
        const nodeId = chain(context).cfgNode!;
        const reading = versions.get(nodeId) === undefined;
        const data = counted(tally, reading ? 'config read' : 'config save', status, body);
        if (data?.version && !reading) tally.configSaves++;
        versions.set(nodeId, data?.version ?? undefined);
        free.push(nodeId);
      },
    },
  ];
}
