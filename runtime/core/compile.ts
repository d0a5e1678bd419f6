/**
 * FormConfig → Formily ISchema. Each group becomes a void FormSection, each item a field whose
 * x-component is its type key (resolved through the field registry), with the FormItem
 * decorator, validators from rules.ts and linkage reactions from linkage.ts. The config is
 * checked first; a config with problems compiles to no schema, only the problem list.
 */
import type { ISchema } from '@formily/react';
import type { FormConfig, FormItem } from '../../schemas/form';
import { SELECTION_LIMIT, SELECTION_LIMIT_KEYS } from './constants';
import { checkFormConfig, type ConfigProblem } from './check-config';
import { buildLinkModel, conditionParents, linkKind, reactionsFor, type LinkModel } from './linkage';
import { normalizeOptions } from './options';
import type { FieldRegistry, FieldTypeDefinition } from './registry';
import { dateBeforeParentRule, timeAfterParentRule, dayLimitRule, maxLengthRule, namedValidatorRule, regexRule, requiredRules, selectionLimitRule, type ValidatorDescription } from './rules';

export interface CompiledForm {
  /** null when the config has problems */
  schema: ISchema | null;
  errors: ConfigProblem[];
  model: LinkModel;
  /** all items in display order */
  items: FormItem[];
}

/** Address of a group's section; prefixed so a group key can never shadow a bianma. */
export const sectionName = (index: number) => `__group${index}`;

function validatorsFor(item: FormItem, model: LinkModel, def: FieldTypeDefinition): ValidatorDescription[] {
  const list: ValidatorDescription[] = [...requiredRules(item)];
  if (item.regex) list.push(regexRule(item));
  const named = namedValidatorRule(item);
  if (named) list.push(named);
  const max = maxLengthRule(item);
  if (max) list.push(max);
  const days = dayLimitRule(item);
  if (days) list.push(days);
  const limit = selectionLimitRule(item);
  if (limit) list.push(limit);
  for (const p of model.parents.get(item.bianma) ?? []) {
    const parent = model.items.get(p)!;
    if (linkKind(parent, item) === 'date-min') list.push(dateBeforeParentRule(item, parent));
    if (linkKind(parent, item) === 'time-after') list.push(timeAfterParentRule(item, parent));
  }
  const extra = def.toFormily?.(item)['x-validator'];
  if (Array.isArray(extra)) list.push(...(extra as ValidatorDescription[]));
  return list;
}

/** The Formily schema of one item. */
export function compileItem(item: FormItem, def: FieldTypeDefinition, model: LinkModel, index: number): ISchema {
  const extra = def.toFormily?.(item) ?? {};
  const componentProps: Record<string, unknown> = { ...def.defaults, item };
  if (item.placeholder) componentProps.placeholder = item.placeholder;
  if (item.maxLength) componentProps.maxLength = item.maxLength;
  const conditions = conditionParents(model, item);
  if (conditions.length) componentProps.conditionParents = conditions;
  if (def.multiple && SELECTION_LIMIT_KEYS.includes(item.bianma)) componentProps.selectionLimit = SELECTION_LIMIT;
  const schema: ISchema = {
    ...extra,
    type: def.valueType,
    title: item.name,
    'x-index': index,
    'x-decorator': 'FormItem',
    'x-decorator-props': { col: item.col },
    'x-component': item.type,
    'x-component-props': { ...componentProps, ...(extra['x-component-props'] as Record<string, unknown> | undefined) },
    'x-validator': validatorsFor(item, model, def),
  };
  if (item.show === false) schema['x-display'] = 'hidden';
  if (item.readonly) schema['x-pattern'] = 'readPretty';
  if (item.options?.list?.length) schema.enum = normalizeOptions(item.options.list, item.options);
  const reactions = reactionsFor(model, item);
  if (reactions.length) schema['x-reactions'] = reactions as ISchema['x-reactions'];
  return schema;
}

/**
 * The values a form starts from: `values` (a record's, or none), with every switch nobody has set
 * at 否 (false). A switch shows 否 untouched, so it holds 否 too: a rule "等于 否" holds at once,
 * also for a switch whose chunk is not mounted yet, and the record stores 否.
 */
export function withStartValues(items: readonly FormItem[], registry: FieldRegistry, values: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const item of items) {
    if (registry.get(item.type)?.valueType === 'boolean' && (out[item.bianma] === undefined || out[item.bianma] === null)) out[item.bianma] = false;
  }
  return out;
}

/** Checks and compiles a form config. */
export function compileForm(config: unknown, registry: FieldRegistry): CompiledForm {
  const errors = checkFormConfig(config, (t) => registry.has(t));
  if (errors.length) return { schema: null, errors, model: buildLinkModel([]), items: [] };
  const form = config as FormConfig;
  const items = form.groups.flatMap((g) => g.items);
  const model = buildLinkModel(items);
  const properties: Record<string, ISchema> = {};
  let index = 0;
  form.groups.forEach((group, gi) => {
    const fields: Record<string, ISchema> = {};
    for (const item of group.items) fields[item.bianma] = compileItem(item, registry.get(item.type)!, model, index++);
    properties[sectionName(gi)] = {
      type: 'void',
      'x-index': gi,
      'x-component': 'FormSection',
      'x-component-props': { title: group.title },
      properties: fields,
    };
  });
  return { schema: { type: 'object', properties }, errors: [], model, items };
}
