import { describe, expect, it } from 'vitest';
import cases from '../../../../fixtures/config-contract/bad-configs.json';
import { listConfigProblems, toListNodeState } from './list-node';

// The list page's side of the config contract (designer/model/config-contract.test.ts): a bad list
// or card config is reported with the server's lines, not drawn.
const lists = cases.filter((c): c is (typeof cases)[number] & { kind: 'list' | 'card' } => c.kind !== 'form');

describe('bad list and card configs on the list page', () => {
  it.each(lists.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(listConfigProblems(c.kind, c.config)).toEqual(c.problems);
    const state = toListNodeState({ nodeId: 'n', systemCoding: 's', title: '列表', kind: c.kind, config: c.config } as Parameters<typeof toListNodeState>[0]);
    expect(state).toEqual({ phase: 'error', message: `列表配置有误：${c.problems.join('；')}` });
  });
});
