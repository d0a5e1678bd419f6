import { createContext, useContext, type ComponentType } from 'react';
import type { Field } from '@formily/core';
import { Registry } from '../../schemas/registry';
import type { FieldTypeTraits } from '../../schemas/field-types';
import type { StandInLookProps } from '../fields/shared/stand-in';
import type { FieldA11y } from '../fields/shared/a11y';
import type { ISchema } from '@formily/react';
import type { FieldOption, FormItem } from '../../schemas/form';

export { Registry } from '../../schemas/registry';

/** Props every field component receives (edit and read mode alike). */
export interface FieldProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur?: (e?: unknown) => void;
  onFocus?: (e?: unknown) => void;
  disabled?: boolean;
  readOnly?: boolean;
  /** the config item the field was compiled from */
  item: FormItem;
  /** normalised choices (field.dataSource), for types with options */
  options?: FieldOption[];
  loading?: boolean;
  /** bianma of parents whose value is a required query condition (groupNumber containing _x) */
  conditionParents?: string[];
  /** at most this many choices (SELECTION_LIMIT_KEYS) */
  selectionLimit?: number;
  /** bianma of a parent date: this date may not be earlier */
  minDateFrom?: string;
  /** the parent date's value, set by a field reaction */
  minDate?: string;
  /** the Formily field (for components that need the form, e.g. the parent-condition check) */
  field: Field;
  /** id and aria-* wiring the input to its label and message (fields/shared/a11y.ts), edit mode */
  a11y?: FieldA11y;
}

/** Which kind of choices a type takes: none, a flat list or a tree. */
export type OptionKind = 'none' | 'flat' | 'tree';

/**
 * A field type as its file declares it (runtime/fields/<type>.tsx, through defineFieldType): the
 * components, plus what only the runtime needs. What the other layers know of it (label, value
 * type, choices, linkage role …) is its entry in schemas/field-types.ts, merged in by key; a
 * project's own type brings those `traits` itself.
 */
export interface FieldTypeSpec {
  /** the key used in FormItem.type */
  type: string;
  /** the traits of a type that schemas/field-types.ts does not list (a project's own) */
  traits?: FieldTypeTraits;
  /** edit-mode component, when it is light enough to ship with the form */
  component?: ComponentType<FieldProps>;
  /**
   * Or: the edit-mode component's code, loaded on first use. With `look` the field first renders
   * that light look-alike and swaps in the real one on focus or press (shared/stand-in.tsx);
   * without, a placeholder box of `loadingHeight` (or an input's height) holds its place.
   */
  load?: () => Promise<{ default: ComponentType<FieldProps> }>;
  look?: ComponentType<FieldProps & StandInLookProps>;
  loadingHeight?: number;
  /** read-only (readPretty) component */
  readPretty: ComponentType<FieldProps>;
  /** default x-component-props */
  defaults?: Record<string, unknown>;
  /** extra Formily schema for one item (validators, props); merged over the compiled schema */
  toFormily?: (item: FormItem) => Partial<ISchema>;
}

/** What a type documents (runtime/docs/field-docs.ts; docs/node-config.md is generated from it). */
export interface FieldTypeDocs {
  description: string;
  value: string;
  example: Partial<FormItem> & { value?: unknown };
}

export interface FieldTypeDefinition extends Omit<FieldTypeSpec, 'traits' | 'component' | 'load' | 'look' | 'loadingHeight'>, FieldTypeTraits {
  /** the edit-mode component (the lazy or stand-in wrapper of a loaded one) */
  component: ComponentType<FieldProps>;
  /** the component handed to Formily: edit or read mode by the field's pattern */
  Component: ComponentType<Record<string, unknown>>;
}

export type FieldRegistry = Registry<FieldTypeDefinition>;

/** A registry filled with `types`; throws on a duplicate type key. */
export function createFieldRegistry(types: readonly FieldTypeDefinition[]): FieldRegistry {
  const registry = new Registry<FieldTypeDefinition>();
  for (const t of types) registry.register(t.type, t);
  return registry;
}

/** The field registry of the nearest provider (null: the default types are used). */
export const FieldRegistryContext = createContext<FieldRegistry | null>(null);
export const useFieldRegistryContext = (): FieldRegistry | null => useContext(FieldRegistryContext);
