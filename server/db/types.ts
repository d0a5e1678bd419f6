import type { ColumnType, Generated } from 'kysely';
import type { CallCataloguesTable, CallCatalogueVersionsTable, CatalogueCallsTable } from './types-catalogue';
import type { VenueSlotClaimsTable } from './types-venue';
import type { EnterpriseLocksTable } from './types-locks';
import type { MaterialPricesTable, PricePeriodsTable } from './types-prices';
import type { ReviewFilesTable, TenderFileDownloadsTable } from './types-trade-files';
import type { DownloadItemsTable } from './types-downloads';
import type { ExpertDrawMembersTable, ExpertDrawStepsTable, ExpertDrawsTable } from './types-experts';
import type { EvaluationExpertsTable, EvaluationResultsTable, EvaluationSheetsTable, EvaluationTemplatesTable } from './types-evaluation';
import type { EstimateResultsTable, JobsTable } from './types-jobs';
import type { AuditPlansTable, ManagerScopesTable, RegistrationsTable, SmsCodesTable, SmsOutboxTable, UserPortraitsTable } from './types-accounts';

// Timestamps are ISO-8601 strings and booleans 0/1 integers so that one code path serves SQLite and
// PostgreSQL; JSON documents are stored as text.

export interface UsersTable {
  id: string;
  username: string;
  user_name: string;
  password_hash: string;
  login_role_type: string;
  enterprise_id: string | null;
  photo: string;
  code_status: number;
  practicing_status: string;
  disabled: number;
  created_at: string;
  /** when the password was last set (migration 0016); null: never changed */
  password_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** the verified mobile number (migration 0020); null for accounts made without one */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: the password is a temporary one an administrator set (migration 0022); the user must change it */
  must_change_secret: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** when this session last verified the bound phone (migration 0025; 验证原手机号); null: not lately */
  phone_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  attempt_key: string;
  at: string;
}

/** Login captchas (migration 0006): the answer only as a hash; single use, short-lived. */
export interface LoginCaptchasTable {
  id: string;
  answer_hash: string;
  address: string;
  created_at: string;
  expires_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface SystemsTable {
  id: string;
  system_coding: string;
  system_name: string;
  title: string;
  levels: number;
  roles: string;
  created_at: string;
  created_by: string | null;
}

export interface MenusTable {
  id: string;
  system_coding: string;
  parent_id: string | null;
  sort: number;
  title: string;
  icon: string;
  it_shows: string;
  node_properties: string;
  style: string;
  node_set_flag: number;
  disabled: number;
  roles: string;
}

export interface OpLogTable {
  id: Generated<number>;
  at: string;
  user_id: string | null;
  user_name: string;
  role: string;
  action: string;
  target_type: string;
  target_id: string;
  gn_coding: string;
  detail: string;
  ok: number;
}

export interface DictionaryTable {
  id: Generated<number>;
  system_coding: string;
  display_code: string;
  parent_key: string | null;
  value: string;
  label: string;
  sort: number;
  is_disabled: number;
  cur_info: string;
  range_key: string;
  full_name: string;
  level_rank: number | null;
}

/** The dictionary manager's row of one option list (migration 0009). */
export interface DictionariesTable {
  id: Generated<number>;
  system_coding: string;
  display_code: string;
  name: string;
  version: number;
  updated_at: string;
  updated_by: string;
}

/** One saved version of an option list: its whole tree as JSON. */
export interface DictionaryVersionsTable {
  id: Generated<number>;
  system_coding: string;
  display_code: string;
  version: number;
  name: string;
  items: string;
  item_count: number;
  action: string;
  restored_from: number | null;
  saved_at: string;
  saved_by: string;
}

/** A named card style (migration 0010, docs/style-templates.md). */
export interface StyleTemplatesTable {
  id: Generated<number>;
  name: string;
  style: string;
  updated_at: string;
  updated_by: string;
}

/** One round of changes to a record (migration 0011, docs/credit.md "Change requests"). */
export interface ChangeRequestsTable {
  id: string;
  record_id: string;
  node_id: string;
  enterprise_id: string | null;
  owner_user_id: string;
  round: number;
  /** ChangeStage of schemas/change-request.ts */
  stage: string;
  change_type: string;
  change_type_code: string;
  logbook: string;
  audit_record: string;
  attachment: string;
  /** JSON text: ChangeItem[] */
  data_list: string;
  base_version: number;
  version: number;
  created_at: string;
  sb_time: string | null;
  cz_time: string | null;
  auditor_id: string | null;
  /** JSON text: the record's UploadedFile[] after the change (migration 0013); null: files unchanged */
  file_list: string | null;
  /** JSON text: the record's files when the change was saved (migration 0013) */
  old_file_list: string | null;
}

export interface NodesTable {
  id: string;
  system_coding: string;
  kind: string;
  title: string;
  config: string;
  version: number;
  updated_at: string;
  updated_by: string;
}

export interface NodeVersionsTable {
  node_id: string;
  version: number;
  config: string;
  saved_by: string;
  saved_at: string;
}

/** Records per node and enterprise, kept by triggers (migration 0026): the unfiltered list count. */
export interface RecordCountsTable {
  node_id: string;
  /** '' for records of no enterprise */
  enterprise_id: string;
  /** PostgreSQL keeps a count in 8 rows, so concurrent saves lock different ones; SQLite in one (0) */
  stripe: number;
  n: number | string | bigint;
}

/** A new record's idempotency key (migration 0028): a repeated create answers `record_id`. */
export interface RecordSaveKeysTable {
  user_id: string;
  save_key: string;
  record_id: string;
  node_id: string;
  created_at: string;
}

export interface RecordsTable {
  id: string;
  node_id: string;
  system_coding: string;
  enterprise_id: string | null;
  owner_user_id: string;
  status: string;
  version: number;
  created_at: string;
  updated_at: string;
  submitted_by: string | null;
  assignee_id: string | null;
  audit_reason: string | null;
  spread_at: string | null;
  sent_at: string | null;
  /** The audit level the record waits at, 1-based; 0 when it waits at none (migration 0023). */
  audit_level: ColumnType<number, number | undefined, number>;
  /** That level as it stood when the record reached it: JSON of schemas/audit-levels.ts AuditStage, or null. */
  audit_stage: ColumnType<string | null, string | null | undefined, string | null>;
  /** The form values: written as JSON text; read back as text (SQLite) or parsed (PostgreSQL jsonb). */
  data: ColumnType<unknown, string, string>;
}

export interface FilesTable {
  id: string;
  owner_user_id: string;
  enterprise_id: string | null;
  system_coding: string;
  gn_coding: string;
  file_type: string;
  file_no: string;
  display_name: string;
  stored_name: string;
  mime: string;
  /** bigint: pg hands it back as a string, SQLite as a number. */
  size: ColumnType<number | string, number, number>;
  sha256: string;
  created_at: string;
  /** Rich-text media only: the key of its /ks/file/public link (migration 0005). */
  access_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whole-file md5 (migration 0007; NULL for files stored before it). */
  md5: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A started chunked upload (migration 0007); `file_id` is set by the merge. */
export interface UploadTasksTable {
  id: string;
  owner_user_id: string;
  enterprise_id: string | null;
  md5: string;
  file_name: string;
  file_size: ColumnType<number | string, number, number>;
  chunk_size: number;
  chunk_count: number;
  system_coding: string;
  gn_coding: string;
  file_type: string;
  file_no: string;
  file_id: string | null;
  created_at: string;
  expires_at: string;
  /** Leading chunks the saved whole-file md5 state has taken in (migration 0008). */
  md5_next: ColumnType<number, number | undefined, number>;
  /** hash-wasm md5 state after chunks 0..md5_next-1, base64; NULL while md5_next is 0 (migration 0008). */
  md5_state: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A chunk the server holds for an upload task. */
export interface UploadChunksTable {
  upload_id: string;
  idx: number;
  md5: string;
  size: number;
  created_at: string;
}

/** File content as rows (the database file store). */
export interface FileBlobsTable {
  blob_key: string;
  seq: number;
  data: Buffer;
}

/** A typed attachment of a node (spec 000 §3); annex_size in MB. */
export interface AttachmentTypesTable {
  gn_coding: string;
  annex_no: string;
  annex_name: string;
  annex_format: string;
  annex_size: number;
  is_required: number;
  sort: number;
  example_file_id: string | null;
  template_file_id: string | null;
}

/** The whole database as Kysely sees it. */
/** One saved version of a year's level rules (migration 0012, docs/credit.md "等级设置"). */
export interface LevelRulesTable {
  id: string;
  system_coding: string;
  year: string;
  version: number;
  /** JSON text: CheckedLevelRule[] of schemas/credit-levels.ts, high to low */
  rules: string;
  saved_at: string;
  saved_by: string | null;
  saved_by_name: string;
}

export interface EnterprisesTable {
  id: string;
  name: string;
  credit_code: string;
  ent_type: string;
  region: string;
  legal_person: string;
  contact_phone: string;
  created_at: string;
  /** migration 0024 */
  address: ColumnType<string, string | undefined, string>;
  /** JSON text: Qualification[] of schemas/enterprise-info.ts (migration 0024) */
  qualifications: ColumnType<string, string | undefined, string>;
  /** InfoStatus: 'unaudited' until an administrator audits the information (migration 0024) */
  info_status: ColumnType<string, string | undefined, string>;
  audited_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Changes to audited enterprise information, waiting for an administrator (migration 0024). */
export interface EnterpriseChangesTable {
  id: string;
  enterprise_id: string;
  /** EnterpriseChangeStatus: pending | passed | rejected */
  status: string;
  /** JSON text: EnterpriseData before and after */
  before_data: string;
  after_data: string;
  submitted_by: string;
  submitted_at: string;
  decided_by: string | null;
  decided_at: string | null;
  suggestion: ColumnType<string, string | undefined, string>;
}

export interface PersonnelTable {
  id: string;
  enterprise_id: string;
  name: string;
  gender: string;
  /** masked identity number (migration 0014) */
  id_card_masked: string;
  profession: string;
  title: string;
  cert_no: string;
  /** 1: a registered cost engineer (注册造价工程师) */
  cost_engineer: number;
  reg_no: string;
  created_at: string;
}

export interface FeedbackTable {
  id: string;
  user_id: string;
  user_name: string;
  enterprise_id: string | null;
  system_coding: string;
  score: number | null;
  /** JSON text: the ticked product-quality items */
  product: string;
  /** JSON text: the ticked service-quality items */
  service: string;
  opinion: string;
  created_at: string;
}

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  /** sanitised HTML */
  msg: string;
  /** 1 banner, 2 dialog */
  type: number;
  /** all | U | M | D | login */
  audience: string;
  start_at: string;
  end_at: string;
  file_id: string | null;
  url_name: string;
  publisher_id: string;
  publisher_name: string;
  created_at: string;
  updated_at: string;
}

export interface NoticeReadsTable {
  notice_id: number;
  user_id: string;
  read_at: string;
}

export interface HelpNodesTable {
  id: string;
  /** help | faq */
  kind: string;
  parent_id: string | null;
  group_name: string;
  file_id: string | null;
  /** JSON text: the question/answer pairs of an FAQ entry */
  qa: string;
  sort: number;
  updated_at: string;
}

export interface MessagesTable {
  id: string;
  recipient_enterprise_id: string | null;
  recipient_user_id: string | null;
  /** record | change */
  kind: string;
  /** passed | rejected */
  verdict: string;
  system_coding: string;
  node_id: string;
  /** the node's title when the message was written */
  node_title: string;
  /** detail | list: the page kind the node opens at */
  opens: string;
  record_id: string;
  change_id: string | null;
  business_name: string;
  reason: string;
  auditor_name: string;
  created_at: string;
  read_at: string | null;
}

export interface StreamTicketsTable {
  ticket_hash: string;
  token_hash: string;
  expires_at: string;
}

export interface UserSettingsTable {
  user_id: string;
  /** e.g. 'theme' */
  name: string;
  /** JSON text */
  value: string;
  updated_at: string;
}

/** 权限设置: the buttons `role` keeps on node `node_id` (no row: every button). */
export interface ButtonPermissionsTable {
  role: string;
  node_id: string;
  /** JSON array of button codes (schemas/permissions.ts) */
  buttons: string;
  updated_by: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  login_captchas: LoginCaptchasTable;
  settings: SettingsTable;
  systems: SystemsTable;
  menus: MenusTable;
  op_log: OpLogTable;
  dictionary: DictionaryTable;
  dictionaries: DictionariesTable;
  dictionary_versions: DictionaryVersionsTable;
  style_templates: StyleTemplatesTable;
  nodes: NodesTable;
  node_versions: NodeVersionsTable;
  records: RecordsTable;
  record_save_keys: RecordSaveKeysTable;
  record_counts: RecordCountsTable;
  files: FilesTable;
  upload_tasks: UploadTasksTable;
  upload_chunks: UploadChunksTable;
  file_blobs: FileBlobsTable;
  attachment_types: AttachmentTypesTable;
  change_requests: ChangeRequestsTable;
  level_rules: LevelRulesTable;
  enterprises: EnterprisesTable;
  personnel: PersonnelTable;
  enterprise_changes: EnterpriseChangesTable;
  feedback: FeedbackTable;
  messages: MessagesTable;
  stream_tickets: StreamTicketsTable;
  user_settings: UserSettingsTable;
  button_permissions: ButtonPermissionsTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  help_nodes: HelpNodesTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  registrations: RegistrationsTable;
  user_portraits: UserPortraitsTable;
  audit_plans: AuditPlansTable;
  manager_scopes: ManagerScopesTable;
  call_catalogues: CallCataloguesTable;
  call_catalogue_versions: CallCatalogueVersionsTable;
  catalogue_calls: CatalogueCallsTable;
  venue_slot_claims: VenueSlotClaimsTable;
  expert_draws: ExpertDrawsTable;
  expert_draw_steps: ExpertDrawStepsTable;
  expert_draw_members: ExpertDrawMembersTable;
  evaluation_experts: EvaluationExpertsTable;
  evaluation_templates: EvaluationTemplatesTable;
  evaluation_sheets: EvaluationSheetsTable;
  evaluation_results: EvaluationResultsTable;
  jobs: JobsTable;
  estimate_results: EstimateResultsTable;
  bid_step_state: BidStepStateTable;
  bid_step_values: BidStepValuesTable;
  bid_step_moves: BidStepMovesTable;
  bid_sign_ins: BidSignInsTable;
  enterprise_locks: EnterpriseLocksTable;
  price_periods: PricePeriodsTable;
  material_prices: MaterialPricesTable;
  tender_file_downloads: TenderFileDownloadsTable;
  review_files: ReviewFilesTable;
  download_items: DownloadItemsTable;
}

export type { CallCataloguesTable, CallCatalogueVersionsTable, CatalogueCallsTable } from './types-catalogue';
export type { VenueSlotClaimsTable } from './types-venue';
export type { EnterpriseLocksTable } from './types-locks';
export type { ReviewFilesTable, TenderFileDownloadsTable } from './types-trade-files';
export type { DownloadItemsTable } from './types-downloads';
export type { AuditPlansTable, ManagerScopesTable, RegistrationsTable, SmsCodesTable, SmsOutboxTable, UserPortraitsTable } from './types-accounts';

/** 开标步骤 (migration 0035): a project's current step. */
export interface BidStepStateTable {
  project_id: string;
  step: string;
  version: number;
  updated_by: string;
  updated_at: string;
}

/** 开标步骤: what a step's form stored for a project (JSON text). */
export interface BidStepValuesTable {
  project_id: string;
  step: string;
  data: string;
  updated_by: string;
  updated_at: string;
}

/** 开标步骤: who signed in at a project's opening (a bidder's bid file or a drawn pool expert). */
export interface BidSignInsTable {
  project_id: string;
  kind: string;
  subject_id: string;
  signed_by: string;
  signed_at: string;
}

/** 开标步骤: every move of a project's steps, numbered from 1. */
export interface BidStepMovesTable {
  project_id: string;
  seq: number;
  from_step: string;
  to_step: string;
  moved_by: string;
  moved_at: string;
}
