import { memo, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import './form.css';
import type { Form, IFieldFactoryProps } from '@formily/core';
import { ArrayField, Field, ObjectField, Schema, VoidField, useField, useFieldSchema, type ISchema } from '@formily/react';
import { useFormColumnsContext, type FormColumns } from '../../core/layout';
import { SectionCard } from './SectionCard';
import { CHUNK_FIELDS, MountSchedulerContext, ROW_HEIGHT, SECTION_CHROME, useChunkMarkerRef, useChunkMounted, useChunksMounted, usePlaceholderRef, type PlannedChunk } from './mount-scheduler';

/** A run of at most CHUNK_FIELDS consecutive fields of one section: the unit mounted at once. */
export interface Chunk {
  id: string;
  keys: string[];
  /** estimated height in px before it is mounted */
  height: number;
}

type SchemaLike = Pick<ISchema, 'properties' | 'x-decorator-props'>;

const colOf = (schema: SchemaLike | undefined): number | undefined =>
  (schema?.['x-decorator-props'] as { col?: number } | undefined)?.col;

/** Rows a list of spans fills in a 24-column grid that wraps a field that does not fit. */
function rowsOf(spans: number[]): number {
  let rows = 0;
  let used = 24;
  for (const s of spans) {
    if (used + s > 24) {
      rows += 1;
      used = 0;
    }
    used += s;
  }
  return rows;
}

/** The chunks of the section `name` (its properties in display order). */
export function chunksOfSection(name: string, section: SchemaLike, columns: FormColumns): Chunk[] {
  const props = (section.properties ?? {}) as Record<string, SchemaLike & { 'x-index'?: number }>;
  const keys = Object.keys(props).sort((a, b) => (props[a]['x-index'] ?? 0) - (props[b]['x-index'] ?? 0));
  const chunks: Chunk[] = [];
  for (let i = 0; i < keys.length; i += CHUNK_FIELDS) {
    const part = keys.slice(i, i + CHUNK_FIELDS);
    const rows = rowsOf(part.map((k) => columns.span(colOf(props[k]))));
    chunks.push({ id: `${name}:${i / CHUNK_FIELDS}`, keys: part, height: rows * ROW_HEIGHT + (i === 0 ? SECTION_CHROME : 0) });
  }
  return chunks;
}

type FieldFactoryProps = IFieldFactoryProps<unknown, unknown>;

/** One field of a chunk: its model kind and the props its model is created with. */
interface ChunkField {
  name: string;
  kind: 'field' | 'array' | 'object' | 'void';
  props: FieldFactoryProps;
}

/** The fields of `keys` as RecursionField would mount them: the same schema → props transform. */
function chunkFields(props: Record<string, ISchema>, keys: readonly string[]): ChunkField[] {
  return keys.map((name) => {
    const schema = new Schema(props[name]);
    const kind: ChunkField['kind'] = schema.type === 'array' ? 'array' : schema.type === 'object' ? 'object' : schema.type === 'void' ? 'void' : 'field';
    return { name, kind, props: { ...schema.toFieldProps(), name } };
  });
}

/** Creates the models of `keys` under `basePath` without rendering anything. */
function modelsCreator(basePath: string, props: Record<string, ISchema>, keys: readonly string[]) {
  return (form: Form) => {
    for (const { kind, props: fieldProps } of chunkFields(props, keys)) {
      const withBase = { ...fieldProps, basePath };
      if (kind === 'array') form.createArrayField(withBase);
      else if (kind === 'object') form.createObjectField(withBase);
      else if (kind === 'void') form.createVoidField(withBase);
      else form.createField(withBase);
    }
  };
}

const FIELD_COMPONENTS = { field: Field, array: ArrayField, object: ObjectField, void: VoidField } as const;

/**
 * Whether a field's model may be destroyed while its chunk is far from the viewport and made again
 * from the schema later (mount-scheduler.ts): `name` is its key, `schema` its compiled schema.
 */
export type RecyclableField = (name: string, schema: ISchema) => boolean;

const MODEL_PARENTS = new Set(['array', 'object', 'void']);

/**
 * Every chunk of a compiled form schema, in display order, ready for MountScheduler.plan. A chunk
 * whose fields are all plain data fields that `recyclable` accepts carries their addresses.
 */
export function chunksOfForm(schema: ISchema, columns: FormColumns, recyclable: RecyclableField = () => false): PlannedChunk[] {
  const sections = (schema.properties ?? {}) as Record<string, ISchema & { 'x-index'?: number }>;
  return Object.keys(sections)
    .sort((a, b) => (sections[a]['x-index'] ?? 0) - (sections[b]['x-index'] ?? 0))
    .flatMap((name) =>
      chunksOfSection(name, sections[name], columns).map((c) => {
        const props = (sections[name].properties ?? {}) as Record<string, ISchema>;
        // data fields only: an array or object field owns models of its own beneath it
        const plain = c.keys.every((k) => !MODEL_PARENTS.has(String(props[k].type)) && recyclable(k, props[k]));
        return {
          ...c,
          fields: c.keys.length,
          materialize: modelsCreator(name, props, c.keys),
          recyclable: plain ? c.keys.map((k) => `${name}.${k}`) : undefined,
        };
      }),
    );
}

/** Any layout: chunk membership does not depend on it. */
const COLUMNS_ANY: FormColumns = { layout: 'own', span: (col) => col ?? 12 };

/**
 * One chunk: its fields once mounted, else an empty box of the estimated height that mounts the
 * chunk as it nears the viewport. Mounted fields sit directly in the section's grid (no wrapper).
 */
// memo: the section re-renders when its last chunk mounts (the card's class); its chunks do not.
const SectionChunk = memo(function SectionChunk({ chunk, fields, basePath }: { chunk: Chunk; fields: ChunkField[]; basePath: string }) {
  const scheduler = useContext(MountSchedulerContext);
  const mounted = useChunkMounted(chunk.id);
  const ref = usePlaceholderRef(chunk.id, !mounted);
  const marker = useChunkMarkerRef(chunk.id, mounted);
  // A chunk given back keeps the height it had on screen, so the page below it does not move.
  if (!mounted) return <div ref={ref} className="ks-form-placeholder" style={{ height: scheduler?.measuredHeight(chunk.id) ?? chunk.height }} aria-hidden />;
  // <Field> elements straight from the props (not a RecursionField per field): the runtime's
  // field components never read the schema context, and a field costs one Schema object less.
  // The marker (display: none, no grid cell) tells where the chunk's fields start on screen.
  return [
    <span key=" marker" ref={marker} className="ks-form-chunk-start" hidden />,
    ...fields.map(({ name, kind, props }) => {
      const Component = FIELD_COMPONENTS[kind] as ComponentType<FieldFactoryProps & { basePath: string }>;
      return <Component key={name} {...props} basePath={basePath} />;
    }),
  ];
});

/**
 * A display group: a titled card whose fields flow in a 24-column CSS grid (each field spans its
 * layout.ts width). Its fields are rendered here chunk by chunk, not from the `children` Formily
 * passes, so a chunk that is not mounted yet creates no field model and no component.
 */
export function FormSection({ title }: { title?: string; children?: ReactNode }) {
  const field = useField();
  const section = useFieldSchema();
  const columns = useFormColumnsContext();
  // Heights follow the layout; the chunks' schemas do not, so a resize never rebuilds fields.
  const chunks = useMemo(() => chunksOfSection(field.address.toString(), section, columns), [section, field, columns]);
  const fields = useMemo(() => {
    const props = (section.properties ?? {}) as Record<string, ISchema>;
    return new Map(chunksOfSection(field.address.toString(), section, COLUMNS_ANY).map((c) => [c.id, chunkFields(props, c.keys)]));
  }, [section, field]);
  const basePath = field.address.toString();
  const ids = useMemo(() => chunks.map((c) => c.id), [chunks]);
  const complete = useChunksMounted(ids);
  const height = chunks.reduce((sum, c) => sum + c.height, 0);
  // Once all its fields are mounted, a card off screen skips style, layout and paint
  // (content-visibility: auto, sized by its last rendering or the estimate): a keystroke then
  // updates the sections on screen, not the whole form. Not before: placeholders inside a skipped
  // card would never be seen by the IntersectionObserver.
  const style = complete ? { containIntrinsicSize: `auto ${height}px` } : undefined;
  return (
    <SectionCard title={title || undefined} className={complete ? 'ks-form-section ks-form-section-complete' : 'ks-form-section'} style={style}>
      <div className="ks-form-grid">
        {chunks.map((chunk) => (
          <SectionChunk key={chunk.id} chunk={chunk} fields={fields.get(chunk.id)!} basePath={basePath} />
        ))}
      </div>
    </SectionCard>
  );
}
