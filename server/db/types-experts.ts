// The expert-draw tables (migration 0031_expert_draws), part of `Database` in types.ts.

export interface ExpertDrawsTable {
  id: string;
  project_id: string;
  project_name: string;
  project_enterprise_id: string | null;
  /** ISO instants (UTC, toISOString): compared as text */
  session_start: string;
  session_end: string;
  specialty: string;
  /** a region code, '' = any */
  region: string;
  count: number;
  /** JSON text: Bidder[] */
  bidders: string;
  created_by: string;
  created_by_name: string;
  created_at: string;
}

export interface ExpertDrawStepsTable {
  draw_id: string;
  step: number;
  kind: string;
  seed: string;
  /** JSON text: the eligible expert ids, sorted */
  pool: string;
  /** JSON text: the picked ids, in drawing order */
  picked: string;
  replaces: string | null;
  created_by: string;
  created_at: string;
}

export interface ExpertDrawMembersTable {
  draw_id: string;
  expert_id: string;
  project_id: string;
  step: number;
  /** drawn | declined */
  state: string;
  session_start: string;
  session_end: string;
}
