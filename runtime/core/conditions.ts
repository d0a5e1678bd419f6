/**
 * Conditional field rules (schemas/conditions.ts) in a live form: one reaction per field that has
 * `rules`, which reads the values its conditions name and sets the field's display, required,
 * read-only pattern and — when a value rule starts to hold — its value. The evaluation is the
 * shared pure function the server's record check also uses, so a form and the server agree on
 * which fields are shown and required. Fields without rules get nothing from here; for fields with
 * rules this reaction also does the switch-1 reveal (isShown), which linkage.ts then leaves alone.
 */
import { untracked } from '@formily/reactive';
import { onFieldReact, type Field, type FieldPatternTypes } from '@formily/core';
import { configuredState, ruleState, valueRulesHolding, type FieldRule } from '../../schemas/conditions';
import type { FormItem } from '../../schemas/form';
import { isShown, type LinkModel } from '../../schemas/form-links';
import { isEmptyValue } from '../../schemas/form-rules';

/** The value rules that held at a field's last evaluation (a new field model starts afresh). */
const held = new WeakMap<Field, Set<FieldRule>>();

/** Applies an item's rules to its field model; run inside a reaction, so every value read is tracked. */
export function applyRules(field: Field, model: LinkModel, item: FormItem): void {
  const get = (bianma: string): unknown => field.form.getValuesIn(bianma);
  // Shown as configured and as the switch-1 linkage leaves it (the same base the server uses).
  const state = ruleState(item.rules, { ...configuredState(item), visible: isShown(model, item, get) }, get);
  // The only writer of these for an item with rules: linkage.ts leaves such an item's switch-1
  // reveal to this reaction (two reactions on one change run in no fixed order).
  field.display = state.visible ? 'visible' : 'hidden';
  field.required = state.visible && state.required;
  // undefined: the pattern of the form (its read mode) again, not a forced 'editable'.
  const pattern: FieldPatternTypes | undefined = state.readOnly ? 'readPretty' : undefined;
  if (field.selfPattern !== pattern) field.selfPattern = pattern as FieldPatternTypes;

  const before = held.get(field);
  const now = new Set(valueRulesHolding(item.rules, get));
  held.set(field, now);
  for (const rule of now) {
    if (before?.has(rule)) continue;
    // First look at a field (a record opened again): keep a value it already has.
    if (!before && !isEmptyValue(untracked(() => field.value))) continue;
    field.setValue(rule.then.value);
  }
}

/** Formily effects of every item's rules; pass into createForm({ effects }) beside linkage's. */
export function conditionEffects(model: LinkModel): () => void {
  return () => {
    for (const item of model.items.values()) {
      if (item.rules?.length) onFieldReact(item.bianma, (field) => applyRules(field as Field, model, item));
    }
  };
}
