import type { FormConfig, FormItem, FormMine } from '../../../schemas/form';
import { pageKind } from '../../../schemas/page-kinds';
import type { NodePreview } from './detail-calls';

/** A form node's 我的申报 settings with their defaults (docs/forms.md "The caller's own records"). */
export interface MineSettings {
  /** The menu opens the caller's newest record ('latest') or a blank form ('new'). */
  opens: NonNullable<FormMine['opens']>;
  /** 新建 is offered beside an existing record. */
  several: boolean;
  /** The fields the 申报记录 list shows. */
  columns: Array<Pick<FormItem, 'bianma' | 'name'>>;
}

const isFormConfig = (node: NodePreview): boolean => pageKind(node.kind)?.ownRecords === true && typeof node.config === 'object' && node.config !== null;

/** The settings of `node`; a node that is not a form opens as before (a blank form, no list). */
export function mineOf(node: NodePreview): MineSettings {
  if (!isFormConfig(node)) return { opens: 'new', several: true, columns: [] };
  const config = node.config as FormConfig;
  const items = config.groups.flatMap((g) => g.items);
  const named = config.mine?.columns?.map((code) => items.find((i) => i.bianma === code)).filter((i): i is FormItem => !!i);
  return {
    opens: config.mine?.opens ?? 'latest',
    several: config.mine?.several ?? false,
    columns: (named?.length ? named : items.slice(0, 2)).map(({ bianma, name }) => ({ bianma, name })),
  };
}
