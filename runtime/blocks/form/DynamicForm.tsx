import '../../core/formily-setup';
import './form.css';
import '../../core/visually-hidden.css';
import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import { Button } from 'antd';
import { createForm, onFormUnmount, onFormValidateFailed, onFormValidateStart, onFormValidateSuccess, type Form } from '@formily/core';
import { FormProvider, createSchemaField, observer, useForm } from '@formily/react';
import { reaction, toJS } from '@formily/reactive';
import type { ISchema } from '@formily/react';
import { compileForm, withStartValues, type CompiledForm } from '../../core/compile';
import { columnsFor, FormColumnsContext, layoutClass, useFormColumns } from '../../core/layout';
import { linkageEffects, remote } from '../../core/linkage';
import { conditionEffects } from '../../core/conditions';
import { useFieldRegistryContext, type FieldRegistry } from '../../core/registry';
import { createDefaultFieldRegistry } from '../../fields';
import { StandInContext } from '../../fields/shared/stand-in';
import { waitForSwaps } from './wait-for-swaps';
import { MSG } from '../../core/constants';
import { RuntimeServicesProvider, type RuntimeServices } from '../../services';
import { ConfigErrorPanel } from './ConfigErrorPanel';
import { FormSection, chunksOfForm, type RecyclableField } from './FormSection';
import { GridFormItem } from './GridFormItem';
import { announceErrors } from './error-focus';
import { MountScheduler, MountSchedulerContext } from './mount-scheduler';

export type FormValues = Record<string, unknown>;

export interface DynamicFormProps {
  /**
   * a FormConfig (validated here: anything else shows the error panel). Keep the object stable
   * (memoise it): a new object means a recompiled schema and a fresh form.
   */
  config: unknown;
  mode?: 'edit' | 'read';
  /**
   * values by bianma, in the shapes of docs/node-config.md; read once when the form is created
   * (mount the form after the record has loaded, or give it a `key` per record)
   */
  initialValues?: FormValues;
  /** called with the values by bianma after every rule passed */
  onSubmit?: (values: FormValues) => void | Promise<void>;
  services: RuntimeServices;
  /** field types (default: the built-in ones, or a FieldRegistryContext provider's) */
  registry?: FieldRegistry;
  /** the saved fixed-detail zoom mode (breakpoints 1536 / 0, spec 002 §9) */
  zoom?: boolean;
  /**
   * lay the fields out for this width instead of the window's (the designer's preview at 1280,
   * 1536 and a wide screen); absent: the window width, followed as it changes
   */
  width?: number;
  /** hand the Formily form to the host (e.g. to submit from its own button) */
  onFormReady?: (form: Form) => void;
}

/**
 * Which fields of a compiled form may be given back: a type whose trait says its whole state is its
 * value (`recyclable`, schemas/field-types.ts), no conditional rules (their reaction remembers
 * which value rules held, conditions.ts) and no options from the server (a new model would load
 * them again).
 */
function recyclableIn(model: CompiledForm['model'], types: FieldRegistry): RecyclableField {
  const hasOptions = (type: string) => (types.get(type)?.options ?? 'none') !== 'none';
  return (name) => {
    const item = model.items.get(name);
    return !!item && types.get(item.type)?.recyclable === true && !item.rules?.length && !remote(item, hasOptions);
  };
}

let defaultRegistry: FieldRegistry | undefined;
const getDefaultRegistry = () => (defaultRegistry ??= createDefaultFieldRegistry());

type SchemaFieldComponent = ComponentType<{ schema: ISchema }>;
const schemaFieldCache = new WeakMap<FieldRegistry, SchemaFieldComponent>();
/** One SchemaField per registry: its components are the registered types plus the layout parts. */
function schemaFieldFor(registry: FieldRegistry) {
  let SchemaField = schemaFieldCache.get(registry);
  if (!SchemaField) {
    const components: Record<string, ComponentType<Record<string, unknown>>> = { FormItem: GridFormItem, FormSection };
    for (const def of registry.values()) components[def.type] = def.Component;
    SchemaField = createSchemaField({ components }) as unknown as SchemaFieldComponent;
    schemaFieldCache.set(registry, SchemaField);
  }
  return SchemaField;
}

/**
 * 提交: validates every field (mounting the ones not mounted yet, see mount-scheduler.ts), then
 * hands the values over; a refusal is announced and focused by the form itself (error-focus.ts).
 */
const SubmitButton = observer(function SubmitButton({ onSubmit }: { onSubmit: (values: FormValues) => void | Promise<void> }) {
  const form = useForm();
  const submit = () => {
    form.submit((values: FormValues) => onSubmit(toJS(values))).catch(() => undefined);
  };
  return (
    <Button type="primary" loading={form.submitting} onClick={submit}>
      {MSG.submit}
    </Button>
  );
});

/**
 * A detail form rendered from its config: groups as cards, fields by type, linkage and rules from
 * the config, a 提交 button in edit mode and the error panel for an invalid config.
 */
export function DynamicForm({ config, mode = 'edit', initialValues, onSubmit, services, registry, zoom = false, width, onFormReady }: DynamicFormProps) {
  const contextRegistry = useFieldRegistryContext();
  const types = registry ?? contextRegistry ?? getDefaultRegistry();
  const compiled = useMemo(() => compileForm(config, types), [config, types]);
  const windowColumns = useFormColumns(zoom);
  const columns = useMemo(() => (width === undefined ? windowColumns : columnsFor(layoutClass(width, zoom))), [width, zoom, windowColumns]);
  // Read at call time: a host re-rendering with a new services object keeps its form and values.
  const servicesRef = useRef(services);
  useEffect(() => {
    servicesRef.current = services;
  }, [services]);
  // Which chunks of fields are mounted; planned once per config from the first layout (only
  // placeholder heights depend on it).
  const scheduler = useMemo(() => {
    const s = new MountScheduler();
    const recyclable = recyclableIn(compiled.model, types);
    if (compiled.schema) s.plan(chunksOfForm(compiled.schema, columns, recyclable), typeof window === 'undefined' ? 900 : window.innerHeight);
    return s;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [compiled]);
  useEffect(() => {
    scheduler.start();
    return () => scheduler.dispose();
  }, [scheduler]);
  // The form's element and its live region, for the refused-submit announcement (error-focus.ts).
  const host = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const form = useMemo(
    () => {
      // Once every message is gone (fixed, or its field hidden) a refused submit's summary would
      // only mislead: a reaction on form.errors empties it. It runs only while a summary may be
      // up (from a refused validation until the messages are gone): form.errors reads every
      // field's messages, so a reaction always running re-read them all whenever any field's
      // changed and whenever a field model was made or destroyed (mounting and giving back
      // chunks as the page scrolls, mount-scheduler.ts).
      let summaryWatch: (() => void) | null = null;
      const unwatchSummary = () => {
        summaryWatch?.();
        summaryWatch = null;
      };
      const watchSummary = (f: Form) => {
        summaryWatch ??= reaction(
          () => f.errors.length === 0,
          (none) => {
            if (!none) return;
            if (status.current) status.current.textContent = '';
            unwatchSummary();
          },
        );
      };
      const linkage = linkageEffects(compiled.model, () => servicesRef.current, (t) => (types.get(t)?.options ?? 'none') !== 'none');
      const created = createForm({
        initialValues: withStartValues(compiled.items, types, initialValues),
        readPretty: mode === 'read',
        validateFirst: true, // one message per field at a time
        effects: () => {
          linkage();
          conditionEffects(compiled.model)(); // conditional field rules (runtime/core/conditions.ts)
          // A form-wide validation (提交, or a host's form.submit/validate) checks every field,
          // mounted or not, and a refusal shows every message.
          onFormValidateStart((f) => scheduler.materializeUnmounted(f));
          onFormValidateFailed((f) => {
            scheduler.mountAll();
            if (host.current && status.current) announceErrors(f, host.current, status.current);
            watchSummary(f);
          });
          onFormValidateSuccess(() => {
            if (status.current) status.current.textContent = '';
            unwatchSummary();
          });
          onFormUnmount(unwatchSummary);
        },
      });
      // far chunks of a big form destroy their models in this form (mount-scheduler.ts sweep)
      scheduler.attach(created);
      waitForSwaps(created);
      return created;
    },
    // initialValues and mode are read at creation; mode changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [compiled, types, scheduler],
  );
  useEffect(() => {
    form.readPretty = mode === 'read';
  }, [form, mode]);
  useEffect(() => {
    onFormReady?.(form);
  }, [form, onFormReady]);

  if (!compiled.schema) return <ConfigErrorPanel errors={compiled.errors} />;
  const SchemaField = schemaFieldFor(types);
  return (
    <RuntimeServicesProvider services={services}>
      <FormColumnsContext.Provider value={columns}>
        <MountSchedulerContext.Provider value={scheduler}>
          {/* heavy inputs start as light look-alikes where the form mounts progressively (a browser) */}
          <StandInContext.Provider value={scheduler.progressive}>
            <FormProvider form={form}>
              {/* focus bubbles here (React's onFocus is focusin): a keyboard user's next field mounts */}
              <div ref={host} className="ks-dynamic-form" onFocus={(e) => scheduler.focusMoved(e.target)}>
                <SchemaField schema={compiled.schema} />
              </div>
              {/* read out after a refused submit (error-focus.ts); written to directly, never by React */}
              <div ref={status} className="ks-visually-hidden" role="status" aria-live="polite" data-testid="form-status" />
              {mode === 'edit' && onSubmit && (
                <div style={{ textAlign: 'center', padding: '8px 0' }}>
                  <SubmitButton onSubmit={onSubmit} />
                </div>
              )}
            </FormProvider>
          </StandInContext.Provider>
        </MountSchedulerContext.Provider>
      </FormColumnsContext.Provider>
    </RuntimeServicesProvider>
  );
}
