import { App, Modal, message as staticMessage } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

export interface Feedback {
  message: Pick<AppApi['message'], 'success' | 'warning' | 'error' | 'info'>;
  modal: Pick<typeof Modal, 'confirm' | 'error' | 'warning' | 'info'>;
}

/**
 * Toasts and confirmations for list blocks: antd's context-aware instances when the shell wraps
 * the page in `<App>` (they follow its theme and locale), the static functions otherwise (tests,
 * the designer preview, the bench page).
 */
export function useFeedback(): Feedback {
  const app = App.useApp() as Partial<AppApi>;
  // Outside <App> the context holds empty objects, not undefined.
  const message = app.message && 'success' in app.message ? app.message : staticMessage;
  const modal = app.modal && 'confirm' in app.modal ? app.modal : Modal;
  return { message, modal };
}
