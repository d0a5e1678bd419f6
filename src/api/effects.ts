import { clearSession } from '../session/session';
import { feedback, goTo, reloadTo } from '../app/feedback';
import { keepReturnAddress } from '../app/deep-link';
import { COMPANY_INFO_PATH, TIMEOUT_MESSAGE, type Outcome } from './outcome';

/** Logout and error reloads wait this long (spec 000 §9). */
export const END_DELAY_MS = 500;

// Several requests fail together when a session ends; one dialog and one redirect are enough.
let ending = false;

/** Lets a new login react to session ends again (and tests start clean). */
export function resetSessionEndGuard(): void {
  ending = false;
}

// Read when the session ends, not when the request left: the user may have moved on meanwhile.
const currentAddress = () => window.location.pathname + window.location.search;

/** Performs an outcome's visible part; 'ok', 'inline' and 'silent' show nothing here. */
export function performOutcome(outcome: Outcome, options: { quiet?: boolean } = {}): void {
  switch (outcome.kind) {
    case 'sessionEnd':
      if (ending) return;
      ending = true;
      feedback.modal().warning({ title: '提示', content: outcome.message, okText: '确定' });
      // Router navigation (no reload) keeps the dialog open on the login page.
      setTimeout(() => {
        const here = currentAddress();
        clearSession();
        keepReturnAddress(here);
        goTo('/login');
      }, END_DELAY_MS);
      return;
    case 'notLoggedIn':
      if (ending) return;
      ending = true;
      setTimeout(() => {
        const here = currentAddress();
        clearSession();
        keepReturnAddress(here);
        reloadTo('/');
      }, END_DELAY_MS);
      return;
    case 'companyInfo':
      if (options.quiet) return;
      feedback.modal().confirm({
        title: '提示',
        content: outcome.message,
        okText: '去完善',
        cancelText: '取消',
        onOk: () => goTo(COMPANY_INFO_PATH),
      });
      return;
    case 'timeout':
      if (!options.quiet) void feedback.message().warning(TIMEOUT_MESSAGE);
      return;
    case 'dialog':
      if (options.quiet) return;
      if (outcome.dialogType === 1) feedback.modal().error({ title: '错误', content: outcome.message, okText: '确定' });
      else feedback.modal().warning({ title: '提示', content: outcome.message, okText: '确定' });
      return;
    default:
      return;
  }
}
