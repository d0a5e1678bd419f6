/**
 * Config problems a person can act on, in the words every layer uses (schemas/config-problems.ts):
 * the FormConfig schema check through the precompiled validator (the same errors as the server's
 * ajv, without ajv and TypeBox in a page's bundle, and without the list's validator), then the rules the schema cannot express
 * (unknown type, duplicate bianma, bad regex, dangling parentNode …).
 */
import { formConfigErrors } from '../../schemas/form-config-errors';
import type { ConfigProblem } from '../../schemas/config-problems';
import { configProblems } from '../../schemas/page-kinds';

export type { ConfigProblem };

/** The line shown for a problem: `第 N 个字段「name」(bianma): problem`. */
export const formatProblem = (p: ConfigProblem): string => p.text;

/** Every problem of `config`; an empty list means it can be compiled. */
export function checkFormConfig(config: unknown, knownType: (type: string) => boolean): ConfigProblem[] {
  return configProblems('form', config, formConfigErrors(config), knownType);
}
