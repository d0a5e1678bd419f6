/**
 * `check` for the designer's property panels: the same validation and issues as validate.ts's
 * `check(FormItem, …)` and the like, through validators precompiled by build-validators.ts. The
 * browser never compiles a schema: ajv's compiler evaluates generated code, which the pages'
 * Content-Security-Policy (no 'unsafe-eval') refuses (docs/security.md). Whole configs go through
 * check-compiled.ts. Everything from ajv and TypeBox here is `import type`: keep it so.
 */
import type { FieldOption, FormItem, SearchFilterItem } from './form';
import type { CardStyle, TableColumn } from './list';
import type { SchemaIssue } from './issues';
import { toIssue } from './issues';
import * as generated from './generated/designer-validators.js';

/** Name → the type a passing value has. A name here must be in DESIGNER_SCHEMAS too. */
interface DesignerCompiled {
  FormItem: FormItem;
  TableColumn: TableColumn;
  SearchFilterItem: SearchFilterItem;
  CardStyle: CardStyle;
  OptionList: FieldOption[];
}

export type DesignerSchemaName = keyof DesignerCompiled;

/** Validates `value` against the precompiled designer schema `name`. */
export function checkDesigner<K extends DesignerSchemaName>(
  name: K,
  value: unknown,
): { ok: true; value: DesignerCompiled[K] } | { ok: false; issues: SchemaIssue[] } {
  const validate = generated[name];
  if (validate(value)) return { ok: true, value: value as DesignerCompiled[K] };
  return { ok: false, issues: (validate.errors ?? []).map(toIssue) };
}
