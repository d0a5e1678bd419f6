import type { Kysely } from 'kysely';

// 消息中心 (docs/shell.md "消息中心"). `messages`: what an audit told a record's owner, written in
// the audit's transaction; addressed to the record's enterprise (every user of it reads it) or, for
// a record without one, to its owner user; `read_at` set once someone of the recipient opened it.
// `stream_tickets`: one-time tickets that open the live-count stream (EventSource sends no header).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('recipient_enterprise_id', 'varchar(64)')
    .addColumn('recipient_user_id', 'varchar(64)')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('verdict', 'varchar(16)', (c) => c.notNull())
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('node_title', 'varchar(128)', (c) => c.notNull())
    .addColumn('opens', 'varchar(16)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('change_id', 'varchar(64)')
    .addColumn('business_name', 'varchar(256)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('auditor_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('messages_enterprise_idx').on('messages').columns(['recipient_enterprise_id', 'created_at']).execute();
  await db.schema.createIndex('messages_user_idx').on('messages').columns(['recipient_user_id', 'created_at']).execute();
  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_tickets').execute();
  await db.schema.dropTable('messages').execute();
}
