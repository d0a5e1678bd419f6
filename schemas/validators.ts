/**
 * Named validators a field picks beside its regex (FormItem `validator`, docs/forms.md "Named
 * validators"). A regex sees only the shape of a value; these also check what a shape cannot:
 * the check character of a unified social credit code (GB 32100-2015), the check digit and the
 * birth date of a resident ID number (GB 11643-1999, ISO 7064 MOD 11-2). The runtime
 * (runtime/core/rules.ts) and the server's record check (schemas/record-check.ts) both call
 * {@link failsValidator} and show {@link VALIDATORS}' message. No imports: the registration pages
 * reuse {@link isValidUscc} as it is.
 */

/** The characters of a USCC in the order of their values 0–30 (no I, O, Z, S, V). */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weights of positions 1–17 (3^(i-1) mod 31). */
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The 18th character of a USCC whose first 17 are `body`, or null when `body` is not 17 code characters. */
export function usccCheckChar(body: string): string | null {
  if (body.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_ALPHABET.indexOf(body[i]);
    if (v < 0) return null;
    sum += v * USCC_WEIGHTS[i];
  }
  return USCC_ALPHABET[(31 - (sum % 31)) % 31];
}

/** What is wrong with a unified social credit code, in the words every page shows (registration, activation, forms). */
export const USCC_MESSAGES = {
  empty: '请输入统一社会信用代码',
  length: '统一社会信用代码应为18位',
  lower: '统一社会信用代码中的字母须为大写',
  chars: '统一社会信用代码含有无效字符（不使用I、O、Z、S、V）',
  check: '统一社会信用代码校验位不正确，请核对后重新输入',
} as const;

/**
 * THE unified social credit code check (GB 32100-2015): why `code` is none, or null when it is
 * one. Registration, activation, the server's record check and every form field with the `uscc`
 * validator ask this one function.
 */
export function usccProblem(code: string): string | null {
  if (!code) return USCC_MESSAGES.empty;
  if (code.length !== 18) return USCC_MESSAGES.length;
  if (/[a-z]/.test(code)) return USCC_MESSAGES.lower;
  if ([...code].some((c) => !USCC_ALPHABET.includes(c))) return USCC_MESSAGES.chars;
  return usccCheckChar(code.slice(0, 17)) === code[17] ? null : USCC_MESSAGES.check;
}

/** A unified social credit code: 18 characters of the code alphabet, the last one its check character. */
export const isValidUscc = (code: string): boolean => usccProblem(code) === null;

/** Weights of positions 1–17 of an ID number (2^(18-i) mod 11); a sum mod 11 picks the check character. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The 18th character of an ID number whose first 17 digits are `body`, or null when `body` is not 17 digits. */
export function idCardCheckChar(body: string): string | null {
  if (!/^\d{17}$/.test(body)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

/** 'YYYYMMDD' is a real calendar day from 1900 up to `today`. */
function isBirthDate(yyyymmdd: string, today: Date): boolean {
  const [y, m, d] = [Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)), Number(yyyymmdd.slice(6, 8))];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return false;
  return day.getTime() <= today.getTime();
}

/** A resident ID number (18 characters): 17 digits with a valid birth date, then its check character (x accepted as X). */
export function isValidIdCard(id: string, today: Date = new Date()): boolean {
  const upper = id.toUpperCase();
  return upper.length === 18 && idCardCheckChar(upper.slice(0, 17)) === upper[17] && isBirthDate(upper.slice(6, 14), today);
}

export const VALIDATOR_NAMES = ['uscc', 'idCard', 'mobile', 'landline', 'email', 'amount2', 'quarterHour'] as const;
export type ValidatorName = (typeof VALIDATOR_NAMES)[number];

interface NamedValidator {
  /** what the designer's picker shows */
  label: string;
  /** shown under the field (the server prefixes the field's name) */
  message: string;
  test: (text: string) => boolean;
  /** a more precise message than `message` for this text (the USCC check says which part is wrong) */
  problem?: (text: string) => string | null;
}

export const VALIDATORS: Readonly<Record<ValidatorName, NamedValidator>> = {
  uscc: { label: '统一社会信用代码', message: '请输入正确的统一社会信用代码', test: isValidUscc, problem: usccProblem },
  idCard: { label: '居民身份证号码', message: '请输入正确的身份证号码', test: (s) => isValidIdCard(s) },
  mobile: { label: '手机号码', message: '请输入正确的手机号码', test: (s) => /^1[3-9]\d{9}$/.test(s) },
  // area code optional (0 + 2–3 digits, '-' optional), 7–8 digits not starting with 0/1, extension optional
  landline: { label: '固定电话', message: '请输入正确的固定电话号码', test: (s) => /^(?:0\d{2,3}-?)?[2-9]\d{6,7}(?:(?:-|转|#)\d{1,6})?$/.test(s) },
  email: { label: '电子邮箱', message: '请输入正确的电子邮箱地址', test: (s) => /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/.test(s) },
  amount2: { label: '金额（最多两位小数）', message: '请输入正确的金额，最多两位小数', test: (s) => /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/.test(s) },
  // a date-time on the picker's 15-minute step (场地预约's 开始时间/结束时间, docs/projects.md)
  quarterHour: { label: '15分钟的整数倍（预约时间）', message: '预约时间须为15分钟的整数倍', test: (s) => /^\d{4}-\d{2}-\d{2} (?:[01]\d|2[0-3]):(?:00|15|30|45)$/.test(s) },
};

export const isValidatorName = (name: unknown): name is ValidatorName => typeof name === 'string' && Object.hasOwn(VALIDATORS, name);

/**
 * True when a non-empty value fails the named validator. Empty values are the required rule's
 * business; text is trimmed of nothing (a space inside a code is wrong); numbers are checked as written.
 */
export function failsValidator(name: string | undefined, value: unknown): boolean {
  if (!isValidatorName(name) || value === undefined || value === null || value === '') return false;
  if (typeof value !== 'string' && typeof value !== 'number') return true;
  return !VALIDATORS[name].test(String(value));
}

/** The message of a named validator ('' for an unknown name). */
export const validatorMessage = (name: string | undefined): string => (isValidatorName(name) ? VALIDATORS[name].message : '');

/**
 * The words for a value that fails the named validator: the validator's precise problem when it
 * has one (统一社会信用代码校验位不正确…), else its message. The form field and the server say the same.
 */
export function validatorProblem(name: string | undefined, value: unknown): string {
  if (!isValidatorName(name)) return '';
  const v = VALIDATORS[name];
  return (v.problem && (typeof value === 'string' || typeof value === 'number') ? v.problem(String(value)) : null) ?? v.message;
}
