import type { ColumnDefinitionBuilder } from 'kysely';
import type { SqlDialect } from '../sql-dialect';

/** An auto-numbered integer primary key in either dialect. */
export function serialKey(c: ColumnDefinitionBuilder, dialect: SqlDialect): ColumnDefinitionBuilder {
  return dialect.serialKey(c);
}
