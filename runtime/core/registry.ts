import { createContext, useContext, type ComponentType } from 'react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { Field, GeneralField } from '@formily/core';
import type { ISchema } from '@formily/react';
import type { FieldOption, FormItem } from '../../schemas/form';

/** A Map that refuses a second registration under the same key (after nocobase's Registry). */
export class Registry<T> {
  private readonly map = new Map<string, T>();

  register(key: string, value: T): void {
    if (this.map.has(key)) throw new Error(`registry already has the key "${key}"`);
    this.map.set(key, value);
  }
  get(key: string): T | undefined {
    return this.map.get(key);
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
  keys(): string[] {
    return [...this.map.keys()];
  }
  values(): T[] {
    return [...this.map.values()];
  }
}

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
}

/** Which kind of choices a type takes: none, a flat list or a tree. */
export type OptionKind = 'none' | 'flat' | 'tree';

export interface FieldTypeSpec {
  /** the key used in FormItem.type */
  type: string;
  /** edit-mode component */
  component: ComponentType<FieldProps>;
  /** read-only (readPretty) component */
  readPretty: ComponentType<FieldProps>;
  /** JSON type of the stored value */
  valueType: 'string' | 'number' | 'boolean' | 'array';
  options?: OptionKind;
  /** multi-value: the selection limit applies */
  multiple?: boolean;
  /** default x-component-props */
  defaults?: Record<string, unknown>;
  /** extra Formily schema for one item (validators, props); merged over the compiled schema */
  toFormily?: (item: FormItem) => Partial<ISchema>;
  /** documentation (docs/node-config.md is generated from it) */
  docs: { description: string; value: string; example: Partial<FormItem> & { value?: unknown } };
}

export interface FieldTypeDefinition extends FieldTypeSpec {
  /** the component handed to Formily: edit or read mode by the field's pattern */
  Component: ComponentType<Record<string, unknown>>;
}

/** Hands the field, its choices and loading state to the component in both modes. */
function mapFieldProps(props: Record<string, unknown>, field: GeneralField): Record<string, unknown> {
  const f = field as Field;
  return { ...props, field: f, options: f.dataSource as FieldOption[] | undefined, loading: f.loading };
}

/** Declares a field type; the Formily component is built once here. */
export function defineFieldType(spec: FieldTypeSpec): FieldTypeDefinition {
  const Component = connect(
    spec.component as unknown as ComponentType<Record<string, unknown>>,
    mapReadPretty(spec.readPretty as unknown as ComponentType<Record<string, unknown>>),
    mapProps(mapFieldProps),
  ) as ComponentType<Record<string, unknown>>;
  return { ...spec, Component };
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
