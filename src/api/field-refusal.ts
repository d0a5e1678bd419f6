import type { Form } from '@formily/core';
import { fieldProblemsOf, scrollToFirstError, showFieldProblems } from '../../runtime/blocks/form';
import { ApiError } from './client';
import { performOutcome } from './effects';

/**
 * After a quiet save or submit call failed: a 400 whose `data.problems` names fields of the form
 * is shown at those fields and the page scrolls to the first (issue 45 point 3); anything else is
 * shown as the call would have shown it (the error dialog of spec 000 §8).
 */
export function showRefusal(form: Form | null, e: unknown): void {
  if (!(e instanceof ApiError)) return;
  const problems = fieldProblemsOf(e.data);
  if (form && problems.length && showFieldProblems(form, problems).length === 0) return scrollToFirstError();
  performOutcome(e.outcome);
}
