import { compileRegex } from '../../schemas/form-rules';
import type { PageKind } from '../../schemas/page-kinds';
import { checkNodeConfig } from '../../schemas/check-node-config';

export type DesignerNodeKind = PageKind;

/**
 * Every problem of a node config, first one first, each naming the item the way the designer
 * shows it: `第 3 个字段「联系电话」(lxdh): 正则表达式无效`, `第 2 列「状态」(zt): …`. The words are
 * schemas/config-problems.ts's, the same the runtime and the designer show.
 */
export const configProblems = (kind: DesignerNodeKind, config: unknown): string[] => checkNodeConfig(kind, config).map((p) => p.text);

/** A regex as a configurer writes it (`^\d+$` or `/^\d+$/i`): the rule every layer compiles with. */
export const compileFieldRegex = compileRegex;
