// The stored call catalogue's tables (migration 0027), part of `Database` in types.ts.

/** A system's call catalogue, its current version (migration 0027; docs/api.md "Business-call catalogue"). */
export interface CallCataloguesTable {
  system_coding: string;
  version: number;
  updated_at: string;
  updated_by: string;
}

/** Every saved version of a system's catalogue: the whole list as JSON text (CatalogueCall[]). */
export interface CallCatalogueVersionsTable {
  system_coding: string;
  version: number;
  calls: string;
  call_count: number;
  saved_by: string;
  saved_at: string;
}

/** The catalogue rows in force, one per method + path across all systems (what the dispatcher serves). */
export interface CatalogueCallsTable {
  method: string;
  path: string;
  system_coding: string;
  /** the row's order in its system's list */
  sort: number;
  /** JSON text: one CatalogueCall */
  call: string;
}
