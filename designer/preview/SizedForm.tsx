import '../../runtime/core/formily-setup';
import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { toJS } from '@formily/reactive';
import { FormLayout, Submit } from '@formily/antd-v5';
import { compileForm } from '../../runtime/core/compile';
import { columnsFor, FormColumnsContext, layoutClass } from '../../runtime/core/layout';
import { linkageEffects } from '../../runtime/core/linkage';
import type { FieldRegistry } from '../../runtime/core/registry';
import { MSG } from '../../runtime/core/constants';
import { RuntimeServicesProvider, type RuntimeServices } from '../../runtime/services';
import { ConfigErrorPanel } from '../../runtime/blocks/form/ConfigErrorPanel';
import { FormSection } from '../../runtime/blocks/form/FormSection';
import { GridFormItem } from '../../runtime/blocks/form/GridFormItem';

export interface SizedFormProps {
  config: unknown;
  mode: 'edit' | 'read';
  /** the width the layout rules see (1280 → one column, 1536 → two, wider → each field's col) */
  width: number;
  services: RuntimeServices;
  registry: FieldRegistry;
  onSubmit: (values: Record<string, unknown>) => void;
}

type SchemaFieldComponent = ComponentType<{ schema: ISchema }>;
const schemaFields = new WeakMap<FieldRegistry, SchemaFieldComponent>();
function schemaFieldFor(registry: FieldRegistry): SchemaFieldComponent {
  let field = schemaFields.get(registry);
  if (!field) {
    const components: Record<string, ComponentType<Record<string, unknown>>> = { FormItem: GridFormItem, FormSection };
    for (const def of registry.values()) components[def.type] = def.Component;
    field = createSchemaField({ components }) as unknown as SchemaFieldComponent;
    schemaFields.set(registry, field);
  }
  return field;
}

/**
 * The runtime's detail form (DynamicForm's compiler, field types, linkage, grid items and error
 * panel) laid out for a given width instead of the window's. DynamicForm reads the window width
 * (runtime/core/layout.ts useFormColumns) and offers no override yet; this wrapper is the part of
 * DynamicForm that the width changes, and goes away once DynamicForm takes a `width` prop.
 */
export function SizedForm({ config, mode, width, services, registry, onSubmit }: SizedFormProps) {
  const compiled = useMemo(() => compileForm(config, registry), [config, registry]);
  const servicesRef = useRef(services);
  useEffect(() => {
    servicesRef.current = services;
  }, [services]);
  const form = useMemo(
    () =>
      createForm({
        readPretty: mode === 'read',
        validateFirst: true,
        effects: linkageEffects(compiled.model, () => servicesRef.current, (t) => (registry.get(t)?.options ?? 'none') !== 'none'),
      }),
    // The mode is applied below without recreating the form (values typed in the preview stay).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [compiled, registry],
  );
  useEffect(() => {
    form.readPretty = mode === 'read';
  }, [form, mode]);
  const columns = useMemo(() => columnsFor(layoutClass(width)), [width]);

  if (!compiled.schema) return <ConfigErrorPanel errors={compiled.errors} />;
  const SchemaField = schemaFieldFor(registry);
  return (
    <RuntimeServicesProvider services={services}>
      <FormColumnsContext.Provider value={columns}>
        <FormProvider form={form}>
          <FormLayout layout="vertical">
            <SchemaField schema={compiled.schema} />
          </FormLayout>
          {mode === 'edit' && (
            <div style={{ textAlign: 'center', padding: '8px 0' }}>
              <Submit onSubmit={(values: Record<string, unknown>) => onSubmit(toJS(values))}>{MSG.submit}</Submit>
            </div>
          )}
        </FormProvider>
      </FormColumnsContext.Provider>
    </RuntimeServicesProvider>
  );
}
