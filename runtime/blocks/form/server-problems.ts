import { isField, type Form } from '@formily/core';

/**
 * A refused save or submit whose 400 names fields (`data.problems`, schemas/record-check.ts): each
 * message goes under its field, as the form's own validation would show it, and the page scrolls
 * to the first (issue 45 point 3). The browser applies the same rules first (runtime/core/rules.ts),
 * so this is for what only the server can know, or a form that changed on the server since.
 */
export interface FieldProblem {
  field: string;
  message: string;
}

const isProblem = (p: unknown): p is FieldProblem =>
  p !== null && typeof p === 'object' && typeof (p as FieldProblem).field === 'string' && typeof (p as FieldProblem).message === 'string';

/** The problems of a refusal's envelope `data`, or none. */
export function fieldProblemsOf(data: unknown): FieldProblem[] {
  const list = data !== null && typeof data === 'object' ? (data as { problems?: unknown }).problems : undefined;
  return Array.isArray(list) ? list.filter(isProblem) : [];
}

/**
 * Shows each problem under its field, as a validation message (the field's next edit validates it
 * again and so clears it); returns the problems no visible field of the form could show.
 */
export function showFieldProblems(form: Form, problems: readonly FieldProblem[]): FieldProblem[] {
  const left: FieldProblem[] = [];
  for (const p of problems) {
    const field = form.query(p.field).take();
    if (field && isField(field) && field.visible) field.setFeedback({ triggerType: 'onInput', type: 'error', code: 'ValidateError', messages: [p.message] });
    else left.push(p);
  }
  return left;
}

/** Frames to wait for a message to be drawn before giving up. */
const MAX_FRAMES = 60;

/** Brings the first field with a message into view once it is drawn (the messages render a frame or more later). */
export function scrollToFirstError(root: ParentNode = document): void {
  let frames = 0;
  const step = () => {
    const first = root.querySelector('.ant-formily-item-error');
    if (first) return void first.scrollIntoView({ block: 'center' });
    if (++frames < MAX_FRAMES) requestAnimationFrame(step);
  };
  step();
}
