import type { TSchema } from '@sinclair/typebox';
import { SHARED_SCHEMAS } from '../../schemas/shared';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The TypeBox schema as one self-contained JSON Schema for Monaco: references to the shared
 * recursive schemas (`{"$ref": "FieldOption"}`) become `#/definitions/FieldOption`, because
 * Monaco's JSON service would try to fetch a bare `$ref` as a URL.
 */
export function toMonacoSchema(schema: TSchema): Record<string, Json> {
  const ids = new Set(SHARED_SCHEMAS.map((s) => String(s.$id)));
  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node && typeof node === 'object') {
      const out: Record<string, Json> = {};
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string' && ids.has(v)) out[k] = `#/definitions/${v}`;
        else if (k !== '$id') out[k] = rewrite(v);
      }
      return out;
    }
    return node;
  };
  const plain = JSON.parse(JSON.stringify(schema)) as Json;
  const root = rewrite(plain) as Record<string, Json>;
  const definitions: Record<string, Json> = {};
  for (const shared of SHARED_SCHEMAS) definitions[String(shared.$id)] = rewrite(JSON.parse(JSON.stringify(shared)) as Json);
  return { ...root, definitions };
}
