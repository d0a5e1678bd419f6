import type { ComponentType } from 'react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { Field, GeneralField } from '@formily/core';
import type { FieldOption } from '../../schemas/form';
import { fieldTraits } from '../../schemas/field-types';
import type { FieldProps, FieldTypeDefinition, FieldTypeSpec } from '../core/registry';
import { lazyField } from './shared/lazy-field';
import { standInField } from './shared/stand-in';

/** Hands the field, its choices and loading state to the component in both modes. */
function mapFieldProps(props: Record<string, unknown>, field: GeneralField): Record<string, unknown> {
  const f = field as Field;
  return { ...props, field: f, options: f.dataSource as FieldOption[] | undefined, loading: f.loading };
}

/** The edit component of a spec: its own, or the one `load` brings (behind its look, if any). */
function editComponent(spec: FieldTypeSpec): ComponentType<FieldProps> {
  if (spec.component) return spec.component;
  if (!spec.load) throw new Error(`field type "${spec.type}" has neither a component nor load()`);
  return spec.look ? standInField<FieldProps>(spec.load, spec.look) : lazyField<FieldProps>(spec.load, spec.loadingHeight);
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
