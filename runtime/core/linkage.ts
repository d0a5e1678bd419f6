/**
 * Parent/child linkage (spec 002 §3–§5): built from parentNode/childNode/groupNumber.
 * - a switch-1 parent reveals its children (show/required follow it; off clears them);
 * - a date parent of a date child sets the child's earliest date;
 * - any other parent clears the child when it changes and reloads the child's options.
 * The graph and requests are pure functions; `linkageEffects` wires them to Formily with one
 * value-change hook per parent field (never a whole-form subscription, see PERFORMANCE.md).
 */
import { onFieldInputValueChange, onFieldMount, onFieldValueChange, type Field, type Form } from '@formily/core';
import type { FieldOption, FormItem } from '../../schemas/form';
import type { FetchOptionsRequest, RuntimeServices } from '../services';
import { findOption, normalizeOptions } from './options';
import { isEmptyValue, isRequired, joinMulti } from './rules';
import { isShown, linkKind, parentsOfKind, type LinkModel } from '../../schemas/form-links';
import { fieldTraits } from '../../schemas/field-types';

export { buildLinkModel, linkKind, splitNodes, type LinkKind, type LinkModel } from '../../schemas/form-links';

/** A groupNumber containing '_x' marks a condition: the parent must have a value before the child is queried. */
export const needsCondition = (item: FormItem): boolean => !!item.groupNumber?.includes('_x');

/**
 * The child's condition parents: those marked `_x`, or all of them when the child's own
 * groupNumber carries the marker (spec 002 §5 reads either way). Without this a child opened
 * with its parent empty asked without a key and listed the dictionary's top level as its own.
 */
const conditionParentItems = (model: LinkModel, child: FormItem): FormItem[] => {
  const parents = parentsOfKind(model, child, 'reload');
  return needsCondition(child) ? parents : parents.filter(needsCondition);
};

/** Bianma of the child's condition parents. */
export const conditionParents = (model: LinkModel, child: FormItem): string[] =>
  conditionParentItems(model, child).map((p) => p.bianma);

/** True when one of `parents` is still empty. */
export const hasMissingCondition = (getValue: (bianma: string) => unknown, parents: readonly string[] | undefined): boolean =>
  (parents ?? []).some((p) => isEmptyValue(getValue(p)));

/**
 * A parent value as sent in key/whereStr: a cascader path → its last element; other arrays → joined
 * with the parent's multi-value separator (see joinMulti); scalars unchanged.
 */
export function linkValue(parent: FormItem, value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  if (fieldTraits(parent.type)?.pathValue) return value[value.length - 1];
  return joinMulti(parent, value);
}

/**
 * The dropdown request of `child` given its parents' values, or null when a condition parent is
 * empty. `key` is the changed parent's value (else the nearest parent with a value); whereStr maps
 * every parent with a value to it.
 */
export function optionsRequest(
  model: LinkModel,
  child: FormItem,
  getValue: (bianma: string) => unknown,
  context: RuntimeServices['context'],
  changedParent?: string,
): FetchOptionsRequest | null {
  if (!child.code) return null;
  const parents = parentsOfKind(model, child, 'reload');
  if (conditionParentItems(model, child).some((p) => isEmptyValue(getValue(p.bianma)))) return null;
  const req: FetchOptionsRequest = { displayCode: child.code, gnCoding: context.gnCoding, systemCoding: context.systemCoding };
  const filled = parents.filter((p) => !isEmptyValue(getValue(p.bianma)));
  if (filled.length === 0) return req;
  const keyParent = filled.find((p) => p.bianma === changedParent) ?? filled[filled.length - 1];
  req.key = String(linkValue(keyParent, getValue(keyParent.bianma)));
  req.whereStr = JSON.stringify(Object.fromEntries(filled.map((p) => [p.bianma, linkValue(p, getValue(p.bianma))])));
  return req;
}

/** Field reactions (x-reactions) of one item: switch-1 reveal and parent-date minimum. */
export function reactionsFor(model: LinkModel, item: FormItem): ((field: Field) => void)[] {
  const reactions: ((field: Field) => void)[] = [];
  // An item with conditional rules has its display/required set in one place, conditions.ts (which
  // starts from the same isShown): two reactions writing display would race on a switch change.
  if (parentsOfKind(model, item, 'reveal').length && !item.rules?.length) {
    reactions.push((field) => {
      // show: false on a switch child means "until switched on" (isShown), so it is not ANDed in.
      const on = isShown(model, item, (b) => field.form.getValuesIn(b));
      field.display = on ? 'visible' : 'hidden';
      field.required = on && isRequired(item);
    });
  }
  const dateParent = parentsOfKind(model, item, 'date-min')[0];
  if (dateParent) {
    reactions.push((field) => {
      const min = field.form.getValuesIn(dateParent.bianma);
      field.setComponentProps({ minDate: typeof min === 'string' && min ? min : undefined });
    });
  }
  return reactions;
}

/** Whether a type takes choices (from the registry). */
export type HasOptions = (type: string) => boolean;

/** Whether an item's choices are loaded from the server (on mount and on a parent's change). */
export const remote = (item: FormItem, hasOptions: HasOptions) => hasOptions(item.type) && !!item.code && !item.options?.list?.length;

function clearField(form: Form, bianma: string) {
  const field = form.query(bianma).take() as Field | undefined;
  if (field) field.setValue(undefined);
  else {
    // A field not mounted yet (runtime/blocks/form/mount-scheduler.ts) has no model: clear the value
    // and the initial value too, or the model made later would take the initial value back.
    form.setValuesIn(bianma, undefined);
    form.deleteInitialValuesIn(bianma);
  }
}

const sequence = new WeakMap<Field, number>();

/** Loads a field's options; a failure only stops the loading indicator (spec 002 §7). */
export async function loadOptions(
  field: Field,
  model: LinkModel,
  item: FormItem,
  services: RuntimeServices,
  changedParent?: string,
): Promise<void> {
  const form = field.form;
  const req = optionsRequest(model, item, (b) => form.getValuesIn(b), services.context, changedParent);
  const seq = (sequence.get(field) ?? 0) + 1;
  sequence.set(field, seq);
  if (!req) {
    field.dataSource = [];
    field.loading = false;
    return;
  }
  field.loading = true;
  try {
    const list = await services.fetchOptions(req);
    if (sequence.get(field) === seq) field.dataSource = normalizeOptions(list, item.options);
  } catch {
    // Deliberately silent: the spec wants no error dialog here.
  } finally {
    if (sequence.get(field) === seq) field.loading = false;
  }
}

/**
 * Formily effects of the linkage graph; pass to createForm({ effects }). `getServices` is read at
 * call time so a host passing a new services object does not force a new form.
 */
export function linkageEffects(model: LinkModel, getServices: () => RuntimeServices, hasOptions: HasOptions): () => void {
  return () => {
    for (const [parentKey, kids] of model.children) {
      const parent = model.items.get(parentKey)!;
      onFieldValueChange(parentKey, (field) => {
        for (const childKey of kids) {
          const child = model.items.get(childKey)!;
          const kind = linkKind(parent, child);
          if (kind === 'reveal') {
            if (field.value !== true) clearField(field.form, childKey);
          } else if (kind === 'reload') {
            clearField(field.form, childKey);
            const childField = field.form.query(childKey).take() as Field | undefined;
            if (childField && remote(child, hasOptions)) void loadOptions(childField, model, child, getServices(), parentKey);
          }
        }
      });
    }
    for (const item of model.items.values()) {
      if (remote(item, hasOptions)) onFieldMount(item.bianma, (field) => void loadOptions(field as Field, model, item, getServices()));
      if (item.curInfo?.length) onFieldInputValueChange(item.bianma, (field) => fillCurInfo(field, item));
    }
  };
}

/** Copies the chosen option's curInfo into the fields the item names (spec 002 §3 curInfo). */
function fillCurInfo(field: Field, item: FormItem) {
  const option = findOption(field.dataSource as FieldOption[] | undefined, field.value);
  for (const key of item.curInfo ?? []) field.form.setValuesIn(key, option?.curInfo?.[key]);
}
