import { PostgresDialect, sql, type DatabaseIntrospector, type DatabaseMetadata, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/**
 * Kysely's PostgreSQL introspector reads the tables of EVERY schema and calls
 * `has_schema_privilege(name, …)` on each: when another schema of the database is dropped while it
 * runs (a parallel test file finishing, another deployment's clean-up) the call fails with
 * 'schema "t_…" does not exist' and the migration of THIS schema fails with it (seen in CI). The
 * migrator only asks whether its own tables exist in its own schema, so this one looks at the
 * current schema alone and calls no function on a schema's name.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows.filter((r) => r.name !== null).map((r) => ({ name: r.name }));
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ schema: string; table: string; kind: string; column: string | null; type: string | null; notNull: boolean | null; hasDefault: boolean | null }>`
      select ns.nspname as schema, c.relname as table, c.relkind as kind,
             a.attname as column, t.typname as type, a.attnotnull as "notNull", a.atthasdef as "hasDefault"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_catalog.pg_type t on t.oid = a.atttypid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const r of rows) {
      let table = tables.get(r.table);
      if (!table) {
        table = { name: r.table, schema: r.schema, isView: r.kind === 'v', columns: [] };
        tables.set(r.table, table);
      }
      if (r.column !== null) {
        table.columns.push({
          name: r.column,
          dataType: r.type ?? '',
          isAutoIncrementing: false,
          isNullable: !r.notNull,
          hasDefaultValue: Boolean(r.hasDefault),
        });
      }
    }
    return [...tables.values()];
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL as Kysely knows it, with the introspector above. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
