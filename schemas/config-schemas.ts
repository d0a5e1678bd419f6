import type { TSchema } from '@sinclair/typebox';
import type { ConfigSchemaName } from './check-any-config';
import { FormConfig } from './form';
import { ListConfig } from './list';
import { ChartConfig } from './chart';

/**
 * The TypeBox schema of each config schema a page kind names (schemas/page-kinds.ts `schema`):
 * the server compiles these, the designer's JSON editor validates with them, and the browser's
 * precompiled validators are built from the same (build-validators.ts).
 */
export const CONFIG_SCHEMAS: Record<ConfigSchemaName, TSchema> = { FormConfig, ListConfig, ChartConfig };
