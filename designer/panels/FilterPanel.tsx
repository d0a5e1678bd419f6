import { Empty, Typography } from 'antd';
import type { SearchFilterItem } from '../../schemas/form';
import { FILTER_KINDS, FILTER_TYPES, filterTraits } from '../../schemas/filter-kinds';
import { commands } from '../commands';
import { listFilters } from '../model/access';
import { filterIssues } from '../model/issues';
import { useDesignerState, useDesignerStore } from '../store/use-designer';
import { Prop, SelectProp, TextProp } from './controls';
import { FlatOptionEditor } from './OptionListEditor';

/** One search condition of a list. */
export function FilterPanel({ index }: { index: number }) {
  const store = useDesignerStore();
  const config = useDesignerState((s) => s.config);
  const filter = listFilters(config)?.[index];
  if (!filter) return <Empty description="请选择一个查询条件" />;
  const issues = filterIssues(config, index);
  const set = (key: keyof SearchFilterItem, value: unknown) => store.run(commands.updateFilterProp, { index, key, value });
  return (
    <div className="ks-prop-form" aria-label={`查询条件：${filter.name}`}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        查询条件
      </Typography.Title>
      <TextProp label="条件名称" value={filter.name} error={issues.name} onChange={(v) => set('name', v)} />
      <TextProp label="条件编码" value={filter.code} error={issues.code} onChange={(v) => set('code', v)} />
      <SelectProp label="条件类型" value={filter.type} options={FILTER_TYPES.map((t) => ({ value: t, label: `${FILTER_KINDS[t].label}（${t}）` }))} error={issues.type} onChange={(v) => v && set('type', v)} />
      {filterTraits(filter.type)?.choices === 'flat' && (
        <Prop label="可选值（不填则按编码取字典）" error={issues.dataList}>
          <FlatOptionEditor value={filter.dataList ?? []} onChange={(list) => set('dataList', list)} />
        </Prop>
      )}
    </div>
  );
}
