/**
 * A record's values checked against its form's rules, as the server does on save and submit
 * (docs/security.md "Server-side form rules"). The same rule functions and messages as the
 * runtime's validators (schemas/form-rules.ts, schemas/validators.ts), and the same idea of which
 * fields count: a field the form does not show (show false, a switch-1 parent that is off, or a
 * conditional rule hiding it) or shows read-only is not checked, as Formily validates only
 * visible, editable fields; a rule may also make a field required.
 */
import type { FormConfig, FormItem } from './form';
import { buildLinkModel, isShown, parentsOfKind } from './form-links';
import { configuredState, ruleState } from './conditions';
import { failsValidator, validatorProblem } from './validators';
import {
  exceedsMaxLength,
  exceedsPrecision,
  exceedsSelectionLimit,
  failsRegex,
  isBeforeParentDate,
  isNotAfterParentTime,
  isEmptyValue,
  isOutsideDays,
  regexMessage,
  RULE_MESSAGES,
  SELECTION_LIMIT,
} from './form-rules';

/** `draft`: a save, which may leave fields empty; `submit`: everything must hold. */
export type RecordCheckMode = 'draft' | 'submit';

export interface RecordProblem {
  /** bianma of the field */
  field: string;
  /** The problem in the refusal's sentence, naming the field (专业评审范围：最多选择5项). */
  message: string;
  /** The same words as the form shows them under the field (最多选择5项): a 400's `data.problems` carries these. */
  atField: string;
}

/** A refusal's `data`: each problem's field and its words at the field (the browser shows them there). */
export const problemsData = (problems: readonly RecordProblem[]) => ({ problems: problems.map((p) => ({ field: p.field, message: p.atField })) });

/** Every rule a record's `data` breaks, in the form's field order (one problem per field). */
export function recordProblems(form: FormConfig, data: Readonly<Record<string, unknown>>, mode: RecordCheckMode): RecordProblem[] {
  const items = form.groups.flatMap((g) => g.items);
  const model = buildLinkModel(items);
  const valueOf = (bianma: string): unknown => (Object.hasOwn(data, bianma) ? data[bianma] : undefined);
  const problems: RecordProblem[] = [];
  for (const item of model.items.values()) {
    // Conditional rules (schemas/conditions.ts) decide display, required and read-only as the form does.
    // Shown as configured and as the switch-1 linkage leaves it (isShown: show false on a switch child = until on).
    const state = ruleState(item.rules, { ...configuredState(item), visible: isShown(model, item, valueOf) }, valueOf);
    if (!state.visible || state.readOnly) continue;
    const atField = firstProblem(item, valueOf(item.bianma), mode, state.required, (parent) => valueOf(parent.bianma), parentsOfKind(model, item, 'date-min'), parentsOfKind(model, item, 'time-after'));
    // The runtime's own messages name the field already (企业名称必填); a regex or validator prompt does not.
    if (atField) problems.push({ field: item.bianma, atField, message: atField.startsWith(item.name) ? atField : `${item.name}：${atField}` });
  }
  return problems;
}

function firstProblem(
  item: FormItem,
  value: unknown,
  mode: RecordCheckMode,
  required: boolean,
  parentValue: (parent: FormItem) => unknown,
  dateParents: readonly FormItem[],
  startParents: readonly FormItem[],
): string | null {
  if (isEmptyValue(value)) return mode === 'submit' && required ? RULE_MESSAGES.required(item.name) : null;
  if (failsRegex(item, value)) return regexMessage(item);
  if (failsValidator(item.validator, value)) return validatorProblem(item.validator, value);
  if (exceedsMaxLength(item, value)) return RULE_MESSAGES.maxLength(item.name, item.maxLength!);
  if (exceedsPrecision(item, value)) return RULE_MESSAGES.precision(item.name, item.precision!);
  const earlier = dateParents.find((p) => isBeforeParentDate(value, parentValue(p)));
  if (earlier) return RULE_MESSAGES.dateBeforeParent(item.name, earlier.name);
  const start = startParents.find((p) => isNotAfterParentTime(value, parentValue(p)));
  if (start) return RULE_MESSAGES.timeNotAfterParent(item.name, start.name);
  if (isOutsideDays(item, value)) return RULE_MESSAGES.outsideDays(item.name, item.startDate, item.endDate);
  if (exceedsSelectionLimit(item, value)) return RULE_MESSAGES.selectionLimit(SELECTION_LIMIT);
  return null;
}

/** The sentence a refused save or submit answers with, naming every field in Chinese. */
export const recordRefusal = (mode: RecordCheckMode, problems: readonly RecordProblem[]): string =>
  `${mode === 'submit' ? '提交失败' : '保存失败'}，请修改以下内容：${problems.map((p) => p.message).join('；')}`;
