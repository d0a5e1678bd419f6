// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listProblemsBoth } from './list-config-words.test-kit';
import { chosenCard, conditionValues } from './type-cards';
import creditList from '../fixtures/nodes/credit-record-list.list.json';

const base = { kind: 'list', columns: [{ code: 'qymc', name: '企业名称' }], search: { displayCode: 'x', displayList: [{ name: '等级', code: 'xydj', type: 'select' }] } };
const withCards = (cards: unknown[], extra: Record<string, unknown> = {}) => ({ ...base, typeCards: { cards, ...extra } });
const card = (key: string, filter: unknown[] = [], label = '卡片') => ({ key, label, filter, showCount: true });

const both = listProblemsBoth;

describe('type cards in a list config', () => {
  it('the demo 信用记录 cards are valid', () => {
    expect(both(creditList)).toEqual([]);
  });

  it('a filter on a field the list does not have is a problem, in Chinese, the same everywhere', () => {
    const problems = both(withCards([card('a', [{ field: 'nosuch', op: 'eq', value: '1' }], '待审核')]));
    expect(problems).toEqual(['类型卡片第 1 个「待审核」(a): 第 1 个筛选条件：筛选字段 nosuch 不是本列表的字段']);
  });

  it('columns, search codes and status are fields a card may filter on', () => {
    const cfg = withCards([card('a', [{ field: 'qymc', op: 'notEmpty' }, { field: 'xydj', op: 'in', value: ['A', 'B'] }, { field: 'status', op: 'eq', value: 'draft' }])]);
    expect(both(cfg)).toEqual([]);
  });

  it('duplicate keys, a missing value and an unknown default are named', () => {
    const problems = both(withCards([card('a'), card('a', [{ field: 'qymc', op: 'eq' }])], { defaultKey: 'zz' }));
    expect(problems).toEqual([
      '类型卡片第 2 个「卡片」(a): 卡片标识 a 与第 1 个卡片重复',
      '类型卡片第 2 个「卡片」(a): 第 1 个筛选条件缺少取值',
      '类型卡片: 默认卡片 zz 不存在',
    ]);
  });

  it('shape problems are placed on the card', () => {
    expect(both(withCards([{ ...card('a b'), op: 1 }]))).toEqual(['类型卡片第 1 个「卡片」(a b): 不支持的属性 op', '类型卡片第 1 个「卡片」(a b): key 格式不正确']);
    expect(both(withCards([]))).toEqual(['类型卡片: cards 不能为空']);
  });

  it('picks the URL card, else the default, else the first; splits comma-joined values', () => {
    const plain = (key: string) => ({ key, label: key, filter: [] });
    const cfg = { cards: [plain('a'), plain('b')], defaultKey: 'b' };
    expect(chosenCard(cfg, 'a')?.key).toBe('a');
    expect(chosenCard(cfg, 'zz')?.key).toBe('b');
    expect(chosenCard({ cards: [plain('a'), plain('b')] }, null)?.key).toBe('a');
    expect(conditionValues({ value: ' x, y ,' })).toEqual(['x', 'y']);
  });
});
