// The evaluation tables (migration 0038_evaluation), part of `Database` in types.ts.

export interface EvaluationExpertsTable {
  user_id: string;
  expert_id: string;
}

export interface EvaluationTemplatesTable {
  project_id: string;
  /** JSON text: EvaluationTemplate */
  template: string;
  updated_by: string;
  updated_at: string;
}

export interface EvaluationSheetsTable {
  id: string;
  project_id: string;
  bid_id: string;
  /** ZS | JS | SW */
  part: string;
  user_id: string;
  expert_id: string;
  /** JSON text: Scores */
  scores: string;
  /** draft | submitted */
  state: string;
  version: number;
  updated_at: string;
  submitted_at: string | null;
}

export interface EvaluationResultsTable {
  project_id: string;
  /** JSON text: RenderResult */
  result: string;
  rendered_by: string;
  rendered_at: string;
}
