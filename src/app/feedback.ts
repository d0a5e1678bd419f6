import { App, Modal, message as staticMessage } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/**
 * Dialogs and toasts for code outside React (the API client). The app registers antd's context-
 * aware instances (App.useApp) at start-up so they follow the locale and theme; until then the
 * static functions are used.
 */
let modal: Pick<AppApi['modal'], 'error' | 'warning' | 'confirm' | 'info'> = Modal;
let message: Pick<AppApi['message'], 'warning' | 'success' | 'error'> = staticMessage;

export function registerFeedback(m: typeof modal, msg: typeof message): void {
  modal = m;
  message = msg;
}

export const feedback = {
  modal: () => modal,
  message: () => message,
};

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

/** The router registers its navigate so the client can change pages without a reload. */
export function registerNavigate(fn: Navigate): void {
  navigate = fn;
}

export const goTo = (to: string): void => navigate(to);

/** A full reload of a path: clears every in-memory state of the app. */
export const reloadTo = (to: string): void => window.location.replace(to);
