// @vitest-environment node
// (node: it reads the generated chart validators from disk)
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KIND_GENERATED_FILE, KIND_SCHEMAS, validatorsSource } from '../../build-validators';
import { kindCompiledErrors } from '../../check-kind-config';
import { configProblems } from '..';

// The chart kind's config problems, in the words the server, the runtime and the designer all show.
const problems = (config: unknown) => configProblems('chart', config, kindCompiledErrors('ChartConfig', config)).map((p) => p.text);
const panel = (extra: object = {}, source: object = {}) => ({ key: 'p1', title: '按等级', chart: 'bar', source: { gnCoding: 'records', groupBy: 'xydj', ...source }, ...extra });

describe('chart config problems', () => {
  it('accepts the demo shapes: a stat, a grouped bar, a yearly line, a summed ranking with a filter', () => {
    const config = {
      kind: 'chart',
      title: '概览',
      panels: [
        { key: 'n', title: '总数', chart: 'stat', source: { gnCoding: 'records', filter: [{ field: 'xwlx', op: 'eq', value: '良好行为' }] } },
        panel(),
        { key: 'y', title: '每年', chart: 'line', source: { gnCoding: 'records', timeField: 'pjrq', timeUnit: 'year' } },
        { key: 'r', title: '排行', chart: 'rank', col: 24, source: { gnCoding: 'records', groupBy: 'xmmc', measure: { sum: 'pf' }, top: 10, filter: [{ field: 'status', op: 'in', value: ['passed', 'published'] }] } },
      ],
    };
    expect(problems(config)).toEqual([]);
  });

  it('names the panel of a shape problem', () => {
    expect(problems({ kind: 'chart', panels: [panel({ chart: 'radar' })] })).toEqual(['第 1 个面板「按等级」(p1): chart 取值不在允许范围内']);
    expect(problems({ kind: 'chart', panels: [panel({ col: 30 })] })).toEqual(['第 1 个面板「按等级」(p1): col 不能大于 24']);
    expect(problems({ kind: 'chart', panels: [panel({}, { top: 0 })] })).toEqual(['第 1 个面板「按等级」(p1): top 不能小于 1']);
  });

  it('words the rules a schema cannot see', () => {
    expect(problems({ kind: 'chart', panels: [panel({ chart: 'pie' }, { groupBy: undefined })] })).toEqual(['第 1 个面板「按等级」(p1): 饼图需要分组字段或时间字段']);
    expect(problems({ kind: 'chart', panels: [panel({ chart: 'stat' })] })).toEqual(['第 1 个面板「按等级」(p1): 数字只显示一个总数，不能设置分组字段或时间字段']);
    expect(problems({ kind: 'chart', panels: [panel({}, { timeField: 'pjrq', timeUnit: 'year' })] })).toEqual(['第 1 个面板「按等级」(p1): 分组字段和时间字段只能选一个']);
    expect(problems({ kind: 'chart', panels: [panel({}, { groupBy: undefined, timeField: 'pjrq' })] })).toEqual(['第 1 个面板「按等级」(p1): 按时间分组需要选择时间单位（按年或按月）']);
    expect(problems({ kind: 'chart', panels: [panel({}, { filter: [{ field: 'xydj', op: 'in', value: 'A' }] })] })).toEqual(['第 1 个面板「按等级」(p1): 第 1 个筛选条件为「属于」，取值应为列表']);
    expect(problems({ kind: 'chart', panels: [panel(), panel({ title: '又一个' })] })).toEqual(['第 2 个面板「又一个」(p1): 面板编码 p1 与第 1 个面板重复']);
    expect(problems({ kind: 'list', panels: [] })[0]).toBe('配置: kind 取值不在允许范围内');
  });

  it('the committed kind validators are what build-validators.ts writes (npm run build:validators)', () => {
    expect(fs.readFileSync(KIND_GENERATED_FILE, 'utf8')).toBe(validatorsSource(KIND_SCHEMAS, 'KIND_VALIDATORS'));
  });
});
