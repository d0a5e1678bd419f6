import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { levelOf, scoreOf, YEAR_PATTERN, type LevelSetup } from '../../schemas/credit-levels';
import { rulesInForce } from './level-rules';

/** What grading did to a record: the level and the rule version it came from, or null when it was left alone. */
export interface Grade {
  year: string;
  level: string;
  ruleVersion: number;
}

const YEAR = new RegExp(YEAR_PATTERN);

/** A year from a number (2026) or text ('2026'); null for anything else. */
function yearOf(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  return YEAR.test(text) ? text : null;
}

/**
 * The record data with its level set from the rule in force for its year (docs/credit.md
 * "等级设置"), as the node's `level` set-up names the fields. Called where a record is saved or
 * submitted, so the level is the server's, never the client's. Data without a score or a year, or
 * with a year that has no rules, is returned as it is: there is nothing to grade it by.
 * A stored record is only graded again when it is saved or submitted again, so a rule change
 * never rewrites the levels of records already saved.
 */
export async function gradeRecord(
  db: Kysely<Database>,
  setup: LevelSetup | undefined,
  systemCoding: string,
  data: Record<string, unknown>,
): Promise<{ data: Record<string, unknown>; grade: Grade | null }> {
  if (!setup) return { data, grade: null };
  const score = scoreOf(data[setup.scoreField]);
  const year = yearOf(data[setup.yearField]);
  if (score === null || year === null) return { data, grade: null };
  const rules = await rulesInForce(db, setup.ruleSystem ?? systemCoding, year);
  const level = rules ? levelOf(score, rules.rules) : null;
  if (!rules || level === null) return { data, grade: null };
  return {
    data: { ...data, [setup.levelField]: level, [setup.versionField]: rules.version },
    grade: { year, level, ruleVersion: rules.version },
  };
}
