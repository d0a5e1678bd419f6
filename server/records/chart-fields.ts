import type { Kysely } from 'kysely';
import { fieldFacts, type FieldFacts } from '../../schemas/page-kinds/chart/field-facts';
import type { Database } from '../db/types';
import { findNode } from '../db/repos/nodes';
import type { RecordNode } from './list-node';

function parsed(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The names and orders of a chart source's fields (schemas/page-kinds/chart/field-facts.ts), read
 * from the configs that describe its records: the source node's own (a list's columns, search and
 * record form, or a form's fields) and, when the records live under a detail node, that node's form.
 */
export async function chartFieldFacts(db: Kysely<Database>, source: RecordNode): Promise<(key: string) => FieldFacts> {
  const ids = [...new Set([source.nodeId, source.recordsNodeId])];
  const rows = await Promise.all(ids.map((id) => findNode(db, id)));
  const configs = rows.map((r) => parsed(r?.config)).filter((c) => c !== undefined);
  return (key) => fieldFacts(key, configs);
}
