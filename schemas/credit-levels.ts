import { Type, type Static } from '@sinclair/typebox';

/**
 * 等级设置 (issue 15, docs/credit.md "等级设置"): per system and evaluation year an ordered list of
 * levels with their minimum score. Declared once here for the server (which stores the rules and
 * sets a record's level from them) and the page (which checks a rule set before saving it).
 */

/** The score scale the rules cover. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
/** At most this many levels in one year (the demo has five). */
export const MAX_LEVELS = 20;

/** Every text of the rules, their checks and their calls. */
export const LEVEL_MESSAGES = {
  empty: '请至少设置一个等级',
  levelRequired: (row: number) => `第 ${row} 行：请填写等级名称`,
  levelTooLong: (row: number) => `第 ${row} 行：等级名称不能超过 16 个字符`,
  levelDuplicate: (row: number, level: string) => `第 ${row} 行：等级 ${level} 重复，每个等级只能出现一次`,
  scoreMissing: (row: number) => `第 ${row} 行：请填写最低分`,
  scoreRange: (row: number) => `第 ${row} 行：最低分须在 ${SCORE_MIN} 到 ${SCORE_MAX} 之间`,
  notDescending: (row: number, above: number) => `第 ${row} 行：最低分须低于上一行的 ${above} 分（等级从高到低排列）`,
  lastNotZero: (row: number) => `第 ${row} 行：最后一个等级的最低分须为 0，使每个分数都有等级`,
  year: '评价年度须为 4 位年份，如 2026',
  noRules: (year: string) => `${year} 年度尚未设置等级规则`,
  stale: '该年度的等级规则已被他人修改，请刷新后重新保存',
  exists: (year: string) => `${year} 年度已存在，请直接修改`,
  saved: '保存成功',
} as const;

export const YEAR_PATTERN = '^[0-9]{4}$';
const Year = Type.String({ pattern: YEAR_PATTERN, title: '评价年度', description: 'four-digit evaluation year, e.g. 2026' });
const Coding = Type.String({ minLength: 1, maxLength: 64, title: '系统编码' });

/** One level of a year's rules: a record whose score is at least `minScore` (and below the level above) has it. */
export const LevelRule = Type.Object(
  {
    level: Type.String({ maxLength: 64, title: '等级' }),
    minScore: Type.Union([Type.Number(), Type.Null()], { title: '最低分' }),
    note: Type.Optional(Type.String({ maxLength: 200, title: '说明' })),
  },
  { additionalProperties: false },
);
export type LevelRule = Static<typeof LevelRule>;

/** A checked rule: the page's rows may still hold a blank score, a stored rule never does. */
export interface CheckedLevelRule {
  level: string;
  minScore: number;
  note?: string;
}

/** One saved version of a year's rules. */
export const LevelRuleVersion = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    rules: Type.Array(LevelRule),
    savedAt: Type.String(),
    savedBy: Type.String(),
  },
  { additionalProperties: false },
);
export type LevelRuleVersion = Static<typeof LevelRuleVersion>;

/** A year as the list shows it: the version in force and its rules. */
export const LevelYear = Type.Object({ year: Type.String(), ...LevelRuleVersion.properties }, { additionalProperties: false });
export type LevelYear = Static<typeof LevelYear>;

/** One year with every version, newest first (the first is in force). */
export const LevelYearDetail = Type.Object({ year: Type.String(), versions: Type.Array(LevelRuleVersion) }, { additionalProperties: false });
export type LevelYearDetail = Static<typeof LevelYearDetail>;

export const LevelYearsBody = Type.Object({ systemCoding: Coding }, { additionalProperties: false });
export type LevelYearsBody = Static<typeof LevelYearsBody>;

export const LevelYearBody = Type.Object({ systemCoding: Coding, year: Year }, { additionalProperties: false });
export type LevelYearBody = Static<typeof LevelYearBody>;

export const SaveLevelRulesBody = Type.Object(
  {
    systemCoding: Coding,
    year: Year,
    rules: Type.Array(LevelRule, { maxItems: MAX_LEVELS }),
    baseVersion: Type.Integer({ minimum: 0, title: '基于的版本', description: 'the version the editor started from (0: a new year); another version in force is a 409' }),
  },
  { additionalProperties: false },
);
export type SaveLevelRulesBody = Static<typeof SaveLevelRulesBody>;

/**
 * Which record fields a list node's levels live in (ListConfig.level): when a record with a score
 * and a year is saved or submitted, the server writes the level and the rule version it used.
 */
export const LevelSetup = Type.Object(
  {
    scoreField: Type.String({ minLength: 1, maxLength: 128, description: 'the score (0 … 100)' }),
    yearField: Type.String({ minLength: 1, maxLength: 128, description: 'the evaluation year whose rules apply' }),
    levelField: Type.String({ minLength: 1, maxLength: 128, description: 'where the level is written' }),
    versionField: Type.String({ minLength: 1, maxLength: 128, description: 'where the rule version used is written' }),
    ruleSystem: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'system whose 等级设置 applies; default the node’s own' })),
  },
  { additionalProperties: false },
);
export type LevelSetup = Static<typeof LevelSetup>;

/** One thing wrong with a rule set: the row (0-based; null for the whole set), the column and the message. */
export interface LevelProblem {
  row: number | null;
  field: 'level' | 'minScore' | null;
  message: string;
}

/**
 * Everything wrong with a rule set, in row order: levels present, unique and short; minimum scores
 * present, within 0–100 and strictly descending; the last one 0 (so every score has a level).
 */
export function levelRuleProblems(rules: readonly LevelRule[]): LevelProblem[] {
  if (rules.length === 0) return [{ row: null, field: null, message: LEVEL_MESSAGES.empty }];
  const problems: LevelProblem[] = [];
  const seen = new Set<string>();
  let above: number | null = null;
  rules.forEach((rule, i) => {
    const n = i + 1;
    const level = rule.level.trim();
    if (!level) problems.push({ row: i, field: 'level', message: LEVEL_MESSAGES.levelRequired(n) });
    else if (level.length > 16) problems.push({ row: i, field: 'level', message: LEVEL_MESSAGES.levelTooLong(n) });
    else if (seen.has(level)) problems.push({ row: i, field: 'level', message: LEVEL_MESSAGES.levelDuplicate(n, level) });
    seen.add(level);
    const score = rule.minScore;
    if (score === null || !Number.isFinite(score)) problems.push({ row: i, field: 'minScore', message: LEVEL_MESSAGES.scoreMissing(n) });
    else if (score < SCORE_MIN || score > SCORE_MAX) problems.push({ row: i, field: 'minScore', message: LEVEL_MESSAGES.scoreRange(n) });
    else if (above !== null && score >= above) problems.push({ row: i, field: 'minScore', message: LEVEL_MESSAGES.notDescending(n, above) });
    else if (i === rules.length - 1 && score !== 0) problems.push({ row: i, field: 'minScore', message: LEVEL_MESSAGES.lastNotZero(n) });
    if (score !== null && Number.isFinite(score)) above = score;
  });
  return problems;
}

/** The rules as stored: trimmed levels and notes, or the problems that keep them from being saved. */
export function checkLevelRules(rules: readonly LevelRule[]): { ok: true; rules: CheckedLevelRule[] } | { ok: false; problems: LevelProblem[] } {
  const problems = levelRuleProblems(rules);
  if (problems.length) return { ok: false, problems };
  return { ok: true, rules: rules.map((r) => ({ level: r.level.trim(), minScore: r.minScore ?? 0, ...(r.note?.trim() ? { note: r.note.trim() } : {}) })) };
}

/** A score as a number, from a number or numeric text (records store what the form sent); null otherwise. */
export function scoreOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The level a score earns under valid rules (ordered high to low): the first whose minimum it reaches. */
export function levelOf(score: number, rules: readonly LevelRule[]): string | null {
  // Stored rules always have their minimum (checkLevelRules); a blank one can only be a row being edited.
  return rules.find((r) => r.minScore !== null && score >= r.minScore)?.level ?? null;
}
