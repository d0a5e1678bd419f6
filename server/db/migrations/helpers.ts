import type { ColumnDefinitionBuilder } from 'kysely';
import type { DialectName } from '../connect';

/** An auto-numbered integer primary key in either dialect. */
export function serialKey(c: ColumnDefinitionBuilder, dialect: DialectName): ColumnDefinitionBuilder {
  return dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
}
