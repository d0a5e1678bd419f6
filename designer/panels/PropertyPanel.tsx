import { Empty } from 'antd';
import type { NodeOption } from '../../schemas/config-calls';
import type { ConfigProblem } from '../../runtime/core/check-config';
import type { FieldRegistry } from '../../runtime/core/registry';
import type { ColumnRegistry } from '../../runtime/columns/define';
import { useDesignerState, useDesignerStore } from '../store/use-designer';
import { CardStylePanel } from './CardStylePanel';
import { ColumnPanel } from './ColumnPanel';
import { FieldPanel } from './FieldPanel';
import { FilterPanel } from './FilterPanel';
import { GroupPanel } from './GroupPanel';
import { PagePanel } from './PagePanel';

interface Props {
  registry: FieldRegistry;
  columnTypes: ColumnRegistry;
  problems: ConfigProblem[];
  /** the detail nodes a list may open (the node pull-down's options) */
  formNodes: NodeOption[];
}

/** The panel of whatever is selected. Entering or leaving an input closes the open undo step. */
export function PropertyPanel({ registry, columnTypes, problems, formNodes }: Props) {
  const store = useDesignerStore();
  const selection = useDesignerState((s) => s.selection);
  let body;
  switch (selection?.kind) {
    case 'field':
      body = <FieldPanel key={`${selection.group}:${selection.index}`} group={selection.group} index={selection.index} registry={registry} problems={problems} />;
      break;
    case 'group':
      body = <GroupPanel group={selection.group} />;
      break;
    case 'column':
      body = <ColumnPanel index={selection.index} columnTypes={columnTypes} />;
      break;
    case 'filter':
      body = <FilterPanel index={selection.index} />;
      break;
    case 'card-style':
      body = <CardStylePanel />;
      break;
    case 'page':
      body = <PagePanel formNodes={formNodes} />;
      break;
    default:
      body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="选择画布上的字段或列以编辑属性" />;
  }
  return (
    // An input's edits are one undo step. The step is closed when an input takes the focus as well
    // as when one loses it: the next input's focus always comes before its first change, whereas a
    // blur may be reported after it, and must not join two inputs (or two visits) into one step.
    <aside className="ks-designer-props" aria-label="属性面板" onFocus={() => store.mark()} onBlur={() => store.mark()}>
      {body}
    </aside>
  );
}
