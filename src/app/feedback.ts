import { Modal, message as staticMessage, type ModalFuncProps } from 'antd';

/** The part of antd's modal API the shell uses (static and hook versions both fit). */
export interface DialogApi {
  error(props: ModalFuncProps): unknown;
  warning(props: ModalFuncProps): unknown;
  confirm(props: ModalFuncProps): unknown;
  info(props: ModalFuncProps): unknown;
}
/** The part of antd's message API the shell uses. */
export interface ToastApi {
  warning(content: string): unknown;
  success(content: string): unknown;
  error(content: string): unknown;
}

/**
 * Dialogs and toasts for code outside React (the API client). The app registers antd's context-
 * aware instances (App.useApp) at start-up so they follow the locale and theme; until then the
 * static functions are used.
 */
let modal: DialogApi = Modal;
let message: ToastApi = staticMessage;

export function registerFeedback(m: DialogApi, msg: ToastApi): void {
  modal = m;
  message = msg;
}

/** Back to the static functions: the registered instances went with the app that rendered them. */
export function resetFeedback(): void {
  registerFeedback(Modal, staticMessage);
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
