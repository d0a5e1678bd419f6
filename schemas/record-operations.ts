import { Type, type Static } from '@sinclair/typebox';
import { FieldOption } from './form';
import { FilterValue } from './list';
import { SaveRecordBody } from './record';

/**
 * Bodies and answers of the engine operations a catalogue row calls directly (schemas/catalogue.ts,
 * server/records/operations/, docs/operations.md): the saves and the reads over a node's records
 * or a dictionary. The row binds the node (and the field or dictionary), so none of them names it.
 */

/** At most this many values answer a `distinct` call (the first ones in code-point order). */
export const DISTINCT_CAP = 500;
/** At most this many groups answer a `grouped` call (the first ones in code-point order of their value). */
export const GROUPED_CAP = 500;

const Filters = Type.Record(Type.String({ minLength: 1, maxLength: 64 }), FilterValue, { title: '查询条件' });

/** add / update / save: the engine save's body without the node (add refuses an id; update needs id and version). */
export const OperationSaveBody = Type.Omit(SaveRecordBody, ['nodeId'], { additionalProperties: false });
export type OperationSaveBody = Static<typeof OperationSaveBody>;

/** distinct / grouped: the list's filters, compared as the node's list compares them. */
export const RecordReadBody = Type.Object({ filters: Type.Optional(Filters) }, { additionalProperties: false });
export type RecordReadBody = Static<typeof RecordReadBody>;

/** distinct: the values, as text, sorted by code point; empty and missing values left out. */
export const DistinctAnswer = Type.Array(Type.String(), { maxItems: DISTINCT_CAP });
export type DistinctAnswer = Static<typeof DistinctAnswer>;

/** grouped: one row per value (or per period of a date field), in code-point order; `value` null for records without one. */
export const GroupedAnswer = Type.Array(Type.Object({ value: Type.Union([Type.String(), Type.Null()]), count: Type.Integer({ minimum: 1 }) }), { maxItems: GROUPED_CAP });
export type GroupedAnswer = Static<typeof GroupedAnswer>;

/** tree: the whole dictionary, or the subtree under the option whose value is `key`. */
export const TreeBody = Type.Object({ key: Type.Optional(Type.Union([Type.String({ maxLength: 128 }), Type.Number()], { title: '上级取值' })) }, { additionalProperties: false });
export type TreeBody = Static<typeof TreeBody>;

export const TreeAnswer = Type.Array(Type.Ref(FieldOption));
