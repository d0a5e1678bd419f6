import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { SqlDialect } from '../sql-dialect';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_nodes';
import * as m0003 from './0003_records';
import * as m0004 from './0004_files';
import * as m0005 from './0005_file_access_keys';
import * as m0006 from './0006_login_captchas';
import * as m0007 from './0007_chunked_uploads';
import * as m0008 from './0008_upload_md5_state';
import * as m0009 from './0009_dictionary_versions';
import * as m0010 from './0010_style_templates';
import * as m0011 from './0011_change_requests';
import * as m0012 from './0012_level_rules';
import * as m0013 from './0013_change_files';
import * as m0014 from './0014_enterprises';
import * as m0015 from './0015_feedback';
import * as m0016 from './0016_password_changed';
import * as m0017 from './0017_messages';
import * as m0018 from './0018_notices_help';
import * as m0019 from './0019_user_settings';
import * as m0020 from './0020_accounts';
import * as m0021 from './0021_button_permissions';
import * as m0022 from './0022_management_scope';
import * as m0023 from './0023_audit_levels';
import * as m0024 from './0024_enterprise_info';
import * as m0025 from './0025_session_phone_verified';
import * as m0026 from './0026_record_counts';
import * as m0027 from './0027_call_catalogues';
import * as m0028 from './0028_record_save_keys';
import * as m0029 from './0029_venue_slot_claims';
import * as m0031 from './0031_expert_draws';
import * as m0032 from './0032_jobs';
import * as m0035 from './0035_bid_steps';
import * as m0037 from './0037_enterprise_locks';
import * as m0038 from './0038_evaluation';
import * as m0039 from './0039_trade_files';
import * as m0040 from './0040_material_prices';
import * as m0045 from './0045_download_items';
import * as m0056 from './0056_bid_sign_ins';

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
  down?(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
}

/** Every migration, in order. Append new ones; never edit one that has shipped. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001_foundation': m0001,
  '0002_nodes': m0002,
  '0003_records': m0003,
  '0004_files': m0004,
  '0005_file_access_keys': m0005,
  '0006_login_captchas': m0006,
  '0007_chunked_uploads': m0007,
  '0008_upload_md5_state': m0008,
  '0009_dictionary_versions': m0009,
  '0010_style_templates': m0010,
  '0011_change_requests': m0011,
  '0012_level_rules': m0012,
  '0013_change_files': m0013,
  '0014_enterprises': m0014,
  '0015_feedback': m0015,
  '0016_password_changed': m0016,
  '0017_messages': m0017,
  '0018_notices_help': m0018,
  '0019_user_settings': m0019,
  '0020_accounts': m0020,
  '0021_button_permissions': m0021,
  '0022_management_scope': m0022,
  '0023_audit_levels': m0023,
  '0024_enterprise_info': m0024,
  '0025_session_phone_verified': m0025,
  '0026_record_counts': m0026,
  '0027_call_catalogues': m0027,
  '0028_record_save_keys': m0028,
  '0029_venue_slot_claims': m0029,
  '0031_expert_draws': m0031,
  '0032_jobs': m0032,
  '0035_bid_steps': m0035,
  '0037_enterprise_locks': m0037,
  '0038_evaluation': m0038,
  '0039_trade_files': m0039,
  '0040_material_prices': m0040,
  '0045_download_items': m0045,
  '0056_bid_sign_ins': m0056,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: SqlDialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(MIGRATIONS)) {
      out[name] = {
        up: (db) => m.up(db, this.dialect),
        down: m.down ? (db) => m.down!(db, this.dialect) : undefined,
      };
    }
    return out;
  }
}

/** Brings the schema up to date; safe to call from several instances starting at once. */
export async function migrateToLatest<T>(db: Kysely<T>, dialect: SqlDialect): Promise<void> {
  // Kysely looks for its bookkeeping tables in EVERY PostgreSQL schema unless told which one: with
  // another schema of the database already migrated (parallel test schemas, a second deployment)
  // it skipped creating them here and failed with 'relation "kysely_migration_lock" does not exist'.
  const migrationTableSchema = await dialect.migrationTableSchema(db as Kysely<unknown>);
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider: new StaticProvider(dialect), migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error ?? '')}`);
  }
}
