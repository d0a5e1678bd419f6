import type { ComponentType } from 'react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { Field, GeneralField } from '@formily/core';
import type { FieldOption } from '../../schemas/form';
import { fieldTraits } from '../../schemas/field-types';
import type { FieldProps, FieldTypeDefinition, FieldTypeSpec } from '../core/registry';
import { fieldA11y } from './shared/a11y';
import { lazyField } from './shared/lazy-field';
import { standInField } from './shared/stand-in';

/**
 * Hands the field, its choices, loading state and accessibility wiring (the id its label points
 * at, the message it is described by, invalid and required: shared/a11y.ts) to the component in
 * both modes. The one place every type's input is wired: a type's component only places `a11y`.
 */
function mapFieldProps(props: Record<string, unknown>, field: GeneralField): Record<string, unknown> {
  const f = field as Field;
  return { ...props, field: f, options: f.dataSource as FieldOption[] | undefined, loading: f.loading, a11y: fieldA11y(f) };
}

type Load = NonNullable<FieldTypeSpec['load']>;

/**
 * One wrapper per loaded component (and look or placeholder height), shared by the types that load
 * the same code (select, filter-select and select-link; the cascaders): once one of them has loaded
 * it, the others swap in at once instead of each waiting for its own first load.
 */
const wrappers = new Map<Load, Map<unknown, ComponentType<FieldProps>>>();

function shared(load: Load, key: unknown, make: () => ComponentType<FieldProps>): ComponentType<FieldProps> {
  let byKey = wrappers.get(load);
  if (!byKey) wrappers.set(load, (byKey = new Map()));
  let made = byKey.get(key);
  if (!made) byKey.set(key, (made = make()));
  return made;
}

/** The edit component of a spec: its own, or the one `load` brings (behind its look, if any). */
function editComponent(spec: FieldTypeSpec): ComponentType<FieldProps> {
  if (spec.component) return spec.component;
  const { load, look, loadingHeight } = spec;
  if (!load) throw new Error(`field type "${spec.type}" has neither a component nor load()`);
  return look ? shared(load, look, () => standInField<FieldProps>(load, look)) : shared(load, loadingHeight, () => lazyField<FieldProps>(load, loadingHeight));
}

/**
 * Declares a field type: its traits (schemas/field-types.ts, by key, unless the spec brings its
 * own), its edit component with lazy loading and stand-in applied here, and the Formily component.
 */
export function defineFieldType(spec: FieldTypeSpec): FieldTypeDefinition {
  const traits = spec.traits ?? fieldTraits(spec.type);
  if (!traits) throw new Error(`field type "${spec.type}" is not in schemas/field-types.ts and brings no traits`);
  const component = editComponent(spec);
  const Component = connect(
    component as unknown as ComponentType<Record<string, unknown>>,
    mapReadPretty(spec.readPretty as unknown as ComponentType<Record<string, unknown>>),
    mapProps(mapFieldProps),
  ) as ComponentType<Record<string, unknown>>;
  const { traits: _own, load: _load, look: _look, loadingHeight: _height, ...rest } = spec;
  return { ...traits, ...rest, component, Component };
}
