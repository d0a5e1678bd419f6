import { describe, expect, it } from 'vitest';
import { checkNodeConfig } from '../../check-node-config';
import { failingRule } from '.';
import BID_STEPS from '../../../fixtures/nodes/trade-bid-steps.steps.json';

const STEP = { key: 'bidSign', title: '投标人签到', formNodeId: 'trade-bid-step-bid-sign', rules: [{ when: { field: 'qdrs', op: 'gte', value: 3 }, message: '签到的投标人不足3家，依法不得开标' }] };

describe('the steps kind’s checks and rules', () => {
  it('accepts the bid-opening steps and a new page; names a step without a form and a key used twice', () => {
    expect(checkNodeConfig('steps', BID_STEPS)).toEqual([]);
    expect(checkNodeConfig('steps', { kind: 'steps', title: '步骤', steps: [] })).toEqual([]);
    expect(checkNodeConfig('steps', { kind: 'steps', steps: [STEP, { key: 'bidSign', title: '又一步' }] }).map((p) => p.text)).toEqual([
      '第 2 步「又一步」(bidSign): 步骤编码 bidSign 与第 1 步重复',
      '第 2 步「又一步」(bidSign): 未选择表单节点',
    ]);
    expect(checkNodeConfig('steps', { kind: 'steps', steps: [{ ...STEP, rules: [{ when: { field: 'qdrs', op: 'between' }, message: 'x' }] }] }).length).toBeGreaterThan(0);
    expect(checkNodeConfig('steps', { kind: 'steps', steps: [{ ...STEP, colour: 'red' }] }).length).toBe(1);
  });

  it('the failing rule is the first whose condition does not hold on the values (the engine’s conditions)', () => {
    expect(failingRule(STEP.rules as never, {})?.message).toBe('签到的投标人不足3家，依法不得开标');
    expect(failingRule(STEP.rules as never, { qdrs: 2 })?.message).toBe('签到的投标人不足3家，依法不得开标');
    expect(failingRule(STEP.rules as never, { qdrs: '3' })).toBeUndefined();
    expect(failingRule(undefined, {})).toBeUndefined();
    const begin = BID_STEPS.steps[0];
    expect(failingRule(begin.rules as never, { kbsj: '2026-12-08 09:30' })?.message).toBe('请填写开标主持人');
  });
});
