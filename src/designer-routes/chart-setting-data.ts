import type { DesignerApi } from '../../designer/api';
import type { MenuApi } from '../../designer/menu/menu-api';
import type { StructureMenu } from '../../schemas/designer';
import type { SystemSummary } from '../../schemas/system';
import { pageKind } from '../../schemas/page-kinds';

/** One row of 图表配置: a chart node and where it sits. */
export interface ChartRow {
  nodeId: string;
  systemCoding: string;
  systemName: string;
  menuTitle: string;
  title: string;
  panels: number;
  version: number;
}

/** A menu a new chart page may be made for: one without a page config yet. */
export interface FreeMenu {
  id: string;
  systemCoding: string;
  label: string;
}

const isChart = (kind: string | null) => pageKind(kind ?? undefined)?.opens === 'dashboard';

/** Every chart node of every system, and the menus that have no page yet. */
export async function loadChartSetting(systems: SystemSummary[], api: DesignerApi, menus: MenuApi): Promise<{ rows: ChartRow[]; free: FreeMenu[] }> {
  const perSystem = await Promise.all(
    systems.map(async (system) => {
      const [nodes, tree] = await Promise.all([api.listNodes(system.systemCoding), menus.list(system.systemCoding).catch(() => [] as StructureMenu[])]);
      const charts = nodes.filter((n) => isChart(n.kind));
      // The list answer has no configs: the panel count comes from each chart's own read.
      const details = await Promise.all(charts.map((n) => api.loadNode(n.nodeId).catch(() => null)));
      const rows = charts.map((n, i) => {
        const panels = (details[i]?.config as { panels?: unknown } | undefined)?.panels;
        return {
          nodeId: n.nodeId,
          systemCoding: system.systemCoding,
          systemName: system.systemName,
          menuTitle: n.menuTitle ?? '（菜单已删除）',
          title: n.title,
          panels: Array.isArray(panels) ? panels.length : 0,
          version: n.version,
        };
      });
      const free = tree.filter((m) => m.nodeKind === null && !m.hasChildren).map((m) => ({ id: m.id, systemCoding: system.systemCoding, label: `${system.systemName} / ${m.title}` }));
      return { rows, free };
    }),
  );
  return { rows: perSystem.flatMap((s) => s.rows), free: perSystem.flatMap((s) => s.free) };
}
